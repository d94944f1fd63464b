import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { checkEligibility, enquiryFormSchema } from '@aviation-permits/domain';
import type {
  EligibilityContext,
  EligibilityEnquiry,
  EligibilityResult,
} from '@aviation-permits/domain';
import type { EnquiryFormApi } from '../components/enquiry-form-api';

export type LiveAnswer =
  | { kind: 'answer'; enquiry: EligibilityEnquiry; result: EligibilityResult }
  | { kind: 'incomplete'; categoryChosen: boolean; missing: { field: string; message: string }[] };

/**
 * ENQ-1, ENQ-2: the answer follows the questionnaire as it changes. The engine is pure and fast
 * (a few milliseconds), so it runs on every change, in the browser, with no call to the server;
 * its today and temporary areas are the server's (ENQ-12), fetched with the page's init-data.
 */
export function useLiveEligibility(form: EnquiryFormApi, context: EligibilityContext): LiveAnswer {
  const values = useWatch({ control: form.control });
  return useMemo(() => {
    const parsed = enquiryFormSchema.safeParse(values);
    if (!parsed.success) {
      return {
        kind: 'incomplete',
        categoryChosen: Boolean(values.category),
        missing: parsed.error.issues.map((issue) => ({
          field: issue.path.join('.'),
          message: issue.message,
        })),
      };
    }
    return {
      kind: 'answer',
      enquiry: parsed.data,
      result: checkEligibility(parsed.data, context),
    };
  }, [values, context]);
}
