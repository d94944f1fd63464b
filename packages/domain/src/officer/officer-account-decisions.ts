import { findAccountTransition } from '../account/account-transitions.js';
import type { AccountStatus } from '../account/account-status.js';
import { OFFICER_ACCOUNT_DECISIONS } from './officer-account-api.js';
import type { OfficerAccountDecisionAction } from './officer-account-api.js';

// Where each decision on an account moves it (OFF-22), and so which ones the account-status table
// allows an officer from a status: the console offers only those (OFF-27).

export const OFFICER_ACCOUNT_DECISION_TARGETS: Readonly<
  Record<OfficerAccountDecisionAction, AccountStatus>
> = {
  approve: 'ACTIVE',
  reject: 'REJECTED',
  'more-info': 'MORE_INFO_NEEDED',
  disable: 'DISABLED',
};

/** The decisions an officer may make on an account in `status`, in the console's order. */
export function officerAccountDecisionsFor(status: AccountStatus): OfficerAccountDecisionAction[] {
  return OFFICER_ACCOUNT_DECISIONS.filter(
    (action) =>
      findAccountTransition(status, OFFICER_ACCOUNT_DECISION_TARGETS[action])?.by === 'officer',
  );
}
