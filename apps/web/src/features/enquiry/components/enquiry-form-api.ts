import type { UseFormReturn } from 'react-hook-form';
import type { EligibilityEnquiry, EnquiryFormInput } from '@aviation-permits/domain';

/** The questionnaire's react-hook-form: typed answers in, the engine's enquiry out. */
export type EnquiryFormApi = UseFormReturn<EnquiryFormInput, unknown, EligibilityEnquiry>;

/** A choice the page offers: a category or an aerial activity type, from the shared init data. */
export interface EnquiryChoice {
  value: string;
  label: string;
}

/** The id of a question's control, so the answer panel can link to it. */
export function enquiryFieldId(field: string): string {
  return `enquiry-${field.replaceAll('.', '-')}`;
}
