import type { ApplicationPeriod } from '../application/lifecycle/application-period.js';
import { OFFICER_DECISION_MESSAGES } from './officer-decision-messages.js';

// The approved validity period (OFF-20): an officer may narrow the dates the applicant asked for,
// never widen them. Dates are 'YYYY-MM-DD', which order as strings order.

export interface ApprovedValidity {
  validFrom: string;
  validTo: string;
}

/** The message for `validTo` when the period is not allowed, undefined when it is. */
export function approvedValidityIssue(
  validity: ApprovedValidity,
  asked: ApplicationPeriod,
): string | undefined {
  if (validity.validTo < validity.validFrom) return OFFICER_DECISION_MESSAGES.validityOrder;
  const startsTooEarly =
    asked.firstStartDate !== undefined && validity.validFrom < asked.firstStartDate;
  const endsTooLate = asked.lastEndDate !== undefined && validity.validTo > asked.lastEndDate;
  return startsTooEarly || endsTooLate ? OFFICER_DECISION_MESSAGES.validityOutsideAsked : undefined;
}

/** Whether an allowed period is shorter than the one asked for: the applicant is told (APP-73). */
export function isNarrowerThanAsked(validity: ApprovedValidity, asked: ApplicationPeriod): boolean {
  const startsLater =
    asked.firstStartDate !== undefined && validity.validFrom > asked.firstStartDate;
  const endsSooner = asked.lastEndDate !== undefined && validity.validTo < asked.lastEndDate;
  return startsLater || endsSooner;
}
