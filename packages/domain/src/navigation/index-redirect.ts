import type { UserStatus } from '../account/account-status.js';
import { ROUTE_PATHS } from './route-paths.js';

// ROUTE-6, the index redirect by user status: where "/" sends a visitor.
const INDEX_REDIRECTS: Record<UserStatus, string> = {
  '': ROUTE_PATHS.home,
  PENDING_REGISTRATION: ROUTE_PATHS.profile,
  SUBMITTED: ROUTE_PATHS.userStatus,
  DISABLED: ROUTE_PATHS.userStatus,
  DELETED: ROUTE_PATHS.userStatus,
  REJECTED: ROUTE_PATHS.userStatus,
  ACTIVE: ROUTE_PATHS.dashboard,
  // ROUTE-6's redirect list leaves MORE_INFO_NEEDED out, but ACC-39 describes it as "account
  // locked or disabled": such a user cannot use the dashboard, and the status page is where they
  // learn what to do next, as a DISABLED user does.
  MORE_INFO_NEEDED: ROUTE_PATHS.userStatus,
};

export function indexRedirectPath(status: UserStatus): string {
  return INDEX_REDIRECTS[status];
}
