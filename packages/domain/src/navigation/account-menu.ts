import type { AccountStatus } from '../account/account-status.js';
import { ROUTE_PATHS } from './route-paths.js';
import type { NavigationContext } from './navigation-context.js';
import { profileTarget } from './profile-target.js';

// ROUTE-29 to ROUTE-31: the right-hand side of the navigation bar is either the user-name dropdown
// (User Profile and Logout) or the "Login / Signup" button.

export const LOGIN_SIGNUP_LABEL = 'Login / Signup';
export const USER_PROFILE_LABEL = 'User Profile';
export const LOGOUT_LABEL = 'Logout';

export type AccountMenu =
  | { kind: 'userMenu'; profile: { label: string; path: string }; logoutLabel: string }
  | { kind: 'loginButton'; label: string; path: string };

/** E-mail sign-ins with these statuses get the dropdown; digital-identity sign-ins always do. */
const EMAIL_LOGIN_MENU_STATUSES: readonly AccountStatus[] = [
  'ACTIVE',
  'SUBMITTED',
  'PENDING_REGISTRATION',
];

function showsUserMenu({ status, spcpLogin, userSessionValid }: NavigationContext): boolean {
  if (!userSessionValid) return false;
  return spcpLogin || EMAIL_LOGIN_MENU_STATUSES.some((shown) => shown === status);
}

export function accountMenu(context: NavigationContext): AccountMenu {
  if (!showsUserMenu(context)) {
    return { kind: 'loginButton', label: LOGIN_SIGNUP_LABEL, path: ROUTE_PATHS.login };
  }
  return {
    kind: 'userMenu',
    profile: { label: USER_PROFILE_LABEL, path: profileTarget(context.status) },
    logoutLabel: LOGOUT_LABEL,
  };
}
