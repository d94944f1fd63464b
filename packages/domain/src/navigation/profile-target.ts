import type { UserStatus } from '../account/account-status.js';
import { ROUTE_PATHS } from './route-paths.js';

// ROUTE-30: the user-name dropdown's "User Profile" goes to /profile for
// PENDING_REGISTRATION or ACTIVE, and to /userStatus for SUBMITTED, DISABLED, DELETED or REJECTED.
const PROFILE_TARGETS: Record<UserStatus, string> = {
  PENDING_REGISTRATION: ROUTE_PATHS.profile,
  ACTIVE: ROUTE_PATHS.profile,
  SUBMITTED: ROUTE_PATHS.userStatus,
  DISABLED: ROUTE_PATHS.userStatus,
  DELETED: ROUTE_PATHS.userStatus,
  REJECTED: ROUTE_PATHS.userStatus,
  // Not in ROUTE-30's list; ACC-39 calls it "locked or disabled", so it follows DISABLED.
  MORE_INFO_NEEDED: ROUTE_PATHS.userStatus,
  // A digital-identity user who has no account yet: the profile form is where one registers.
  '': ROUTE_PATHS.profile,
};

export function profileTarget(status: UserStatus): string {
  return PROFILE_TARGETS[status];
}
