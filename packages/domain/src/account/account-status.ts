// Account statuses (ACC-39). Transitions are decided on the server.

export const ACCOUNT_STATUSES = [
  'PENDING_REGISTRATION',
  'SUBMITTED',
  'MORE_INFO_NEEDED',
  'ACTIVE',
  'DISABLED',
  'DELETED',
  'REJECTED',
] as const;

export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The status of a visitor with no account, or of a session that timed out or logged out. */
export const NO_STATUS = '' as const;

export type UserStatus = AccountStatus | typeof NO_STATUS;
