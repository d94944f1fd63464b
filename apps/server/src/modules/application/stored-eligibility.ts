import {
  eligibilityResultSchema,
  type EligibilityResult,
} from '@aviation-permits/domain/eligibility';
import { type ApplicationDraft } from '@aviation-permits/domain/application';

// APP-9: what the Enquiry Tool's rules said of the answers at submission is kept inside the stored
// form, under a key no form field has, so no column is needed. The draft schema drops the key when
// the form is read, and a later draft save replaces the form: edited answers have no outcome until
// they are submitted again, when it is worked out anew.

const KEY = 'eligibility';

/** The form as stored at submission, with the outcome beside its answers. */
export function withEligibility(
  form: ApplicationDraft,
  eligibility: EligibilityResult | undefined,
): object {
  return eligibility ? { ...form, [KEY]: eligibility } : form;
}

/** The outcome kept in a stored form, if it holds one. */
export function storedEligibility(storedForm: unknown): EligibilityResult | undefined {
  const value = (storedForm as Record<string, unknown> | null)?.[KEY];
  const parsed = eligibilityResultSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
