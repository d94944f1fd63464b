import type { AccountStatus } from './account-status.js';

// Who may move an account from which status to which (ACC-41), as data: the server's
// account-status service refuses anything not listed, and the officer console of a later issue
// reads the same table.

/** The applicant acts through the portal; an officer through the console or `npm run accounts`. */
export type TransitionActorRole = 'applicant' | 'officer';

export interface AccountTransition {
  from: AccountStatus;
  to: AccountStatus;
  by: TransitionActorRole;
}

const NOT_DELETED: readonly AccountStatus[] = [
  'PENDING_REGISTRATION',
  'SUBMITTED',
  'MORE_INFO_NEEDED',
  'ACTIVE',
  'DISABLED',
  'REJECTED',
];

export const ACCOUNT_TRANSITIONS: readonly AccountTransition[] = [
  { from: 'PENDING_REGISTRATION', to: 'SUBMITTED', by: 'applicant' },
  { from: 'SUBMITTED', to: 'ACTIVE', by: 'officer' },
  { from: 'SUBMITTED', to: 'REJECTED', by: 'officer' },
  { from: 'SUBMITTED', to: 'MORE_INFO_NEEDED', by: 'officer' },
  { from: 'MORE_INFO_NEEDED', to: 'SUBMITTED', by: 'applicant' },
  { from: 'ACTIVE', to: 'DISABLED', by: 'officer' },
  { from: 'DISABLED', to: 'ACTIVE', by: 'officer' },
  ...NOT_DELETED.map((from): AccountTransition => ({ from, to: 'DELETED', by: 'officer' })),
];

/** The rule that allows `from` → `to`, or undefined when no one may make that move. */
export function findAccountTransition(
  from: AccountStatus,
  to: AccountStatus,
): AccountTransition | undefined {
  return ACCOUNT_TRANSITIONS.find((transition) => transition.from === from && transition.to === to);
}
