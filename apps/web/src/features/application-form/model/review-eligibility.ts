import { applicationEligibility, reportedByFormRules } from '@aviation-permits/domain/application';
import { verdictOf } from '@aviation-permits/domain/eligibility';
import type { EligibilityResult } from '@aviation-permits/domain/eligibility';
import type { TemporaryRestrictedArea } from '@aviation-permits/domain/geo';
import { draftOf, type ApplicationFormValues } from './form-values';

export interface ReviewFigures {
  /** The server's today in Singapore (the form's init-data), as the server judges at submission. */
  today: string;
  /** The temporary restricted areas the server serves (the form's init-data, ENQ-12). */
  temporaryAreas: readonly TemporaryRestrictedArea[];
  /** The server's configured ship crossing trigger (the form's init-data, ENQ-10). */
  shipCrossingClearanceAboveM: number;
}

/**
 * What the Enquiry Tool's rules say of the answers (APP-9), with the server's figures as the
 * submission is judged: the review step shows it and Submit reads it (APP-70).
 */
export function reviewEligibility(
  values: ApplicationFormValues,
  figures: ReviewFigures,
): EligibilityResult | undefined {
  return applicationEligibility(draftOf(values), figures);
}

/** The reasons the review step shows: those the form's own rules do not already report. */
export function shownReasons(result: EligibilityResult) {
  return result.reasons.filter((reason) => !reportedByFormRules(reason));
}

/** APP-70: the rules say no permit is needed, so applying anyway must be the applicant's choice. */
export function needsNoPermit(result: EligibilityResult | undefined): boolean {
  return result !== undefined && verdictOf(shownReasons(result)) === 'NO_PERMIT_REQUIRED';
}
