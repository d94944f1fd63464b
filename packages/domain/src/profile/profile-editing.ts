import type { AccountStatus } from '../account/account-status.js';
import type { LoginKind } from '../session/login-kind.js';

// Who may change the profile, and who may fill it from MyInfo. Both sides read these: the server
// enforces them, the browser shows or hides the controls.

/** The statuses in which the applicant may change the profile (and fill it from MyInfo). */
export const PROFILE_EDITABLE_STATUSES: readonly AccountStatus[] = [
  'PENDING_REGISTRATION',
  'MORE_INFO_NEEDED',
];

export function isProfileEditable(status: AccountStatus): boolean {
  return PROFILE_EDITABLE_STATUSES.includes(status);
}

/**
 * MyInfo holds data on individuals, reached through their Singpass identity: only a Singpass
 * session, and only while the profile may still change.
 */
export function canRetrieveMyinfo(loginKind: LoginKind, status: AccountStatus): boolean {
  return loginKind === 'SINGPASS' && isProfileEditable(status);
}
