import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { answerEnquiryForm } from '@aviation-permits/domain/eligibility';
import type { EligibilityContext, EnquiryFormAnswer } from '@aviation-permits/domain/eligibility';
import type { EnquiryFormApi } from '../components/enquiry-form-api';

/**
 * ENQ-1, ENQ-2: the answer follows the questionnaire as it changes. The engine is pure and fast
 * (a few milliseconds), so it runs on every change, in the browser, with no call to the server;
 * its today and temporary areas are the server's (ENQ-12), fetched with the page's init-data.
 * What the answer reads before the questionnaire is complete is the domain's (ENQ-21, ENQ-22).
 */
export function useLiveEligibility(
  form: EnquiryFormApi,
  context: EligibilityContext,
): EnquiryFormAnswer {
  const values = useWatch({ control: form.control });
  return useMemo(() => answerEnquiryForm(values, context), [values, context]);
}
