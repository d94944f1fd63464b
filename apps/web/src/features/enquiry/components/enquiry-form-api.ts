import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { EligibilityEnquiry, EnquiryFormInput } from '@aviation-permits/domain/eligibility';
import { fieldErrorMessage } from '@/components/form/field-error';
import { formFieldId } from '@/components/form/field-id';

/** The questionnaire's react-hook-form: typed answers in, the engine's enquiry out. */
export type EnquiryFormApi = UseFormReturn<EnquiryFormInput, unknown, EligibilityEnquiry>;

/** A choice the page offers: a category or an aerial activity type, from the shared init data. */
export interface EnquiryChoice {
  value: string;
  label: string;
}

/** The prefix of the questionnaire's field ids. */
export const ENQUIRY_FORM_ID = 'enquiry';

/** The id of a question's control, so the answer panel can link to it. */
export function enquiryFieldId(field: string): string {
  return formFieldId(ENQUIRY_FORM_ID, field);
}

/**
 * What a question says is wrong with its answer (ENQ-24): once the visitor has changed it or
 * pressed "Check my answers". The form checks an answer as it is left, so a mistyped one is told at
 * once; a question merely passed by Tab has not been answered yet and says nothing until Check.
 */
export function shownError(form: EnquiryFormApi, name: string): string | undefined {
  const { isDirty } = form.getFieldState(name as FieldPath<EnquiryFormInput>, form.formState);
  return form.formState.isSubmitted || isDirty
    ? fieldErrorMessage(form.formState.errors, name)
    : undefined;
}
