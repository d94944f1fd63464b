import type { ApplicationStatus } from '../application/lifecycle/application-status.js';
import { compareCalendarDates } from '../validation/calendar-date.js';

// What the public verification page says of an issued permit (PRM-8, PRM-9): one rule, read by
// the server's verification call; "today" is an argument so the answer never hides a clock.

export const PERMIT_VERIFICATION_STATES = ['VALID', 'EXPIRED', 'WITHDRAWN', 'REVOKED'] as const;
export type PermitVerificationState = (typeof PERMIT_VERIFICATION_STATES)[number];

export const PERMIT_VERIFICATION_LABELS: Readonly<Record<PermitVerificationState, string>> = {
  VALID: 'Valid',
  EXPIRED: 'Expired',
  WITHDRAWN: 'Withdrawn',
  REVOKED: 'Revoked',
};

interface PermitStanding {
  /** A supervisor reopened or revoked the decision that issued it (PRM-5, PRM-11). */
  voided: boolean;
  applicationStatus: ApplicationStatus;
  /** The approved period's last day, 'YYYY-MM-DD'. */
  validTo: string;
}

export function permitVerificationState(
  { voided, applicationStatus, validTo }: PermitStanding,
  today: string,
): PermitVerificationState {
  if (voided) return 'REVOKED';
  switch (applicationStatus) {
    case 'APPROVED':
      return compareCalendarDates(validTo, today) < 0 ? 'EXPIRED' : 'VALID';
    case 'EXPIRED':
      return 'EXPIRED';
    case 'WITHDRAWN':
      return 'WITHDRAWN';
    default:
      // No other status keeps a standing permit: the moves out of APPROVED void it.
      return 'REVOKED';
  }
}
