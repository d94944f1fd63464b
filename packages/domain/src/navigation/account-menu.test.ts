import { describe, expect, it } from 'vitest';
import { accountMenu } from './account-menu.js';

const LOGIN_BUTTON = { kind: 'loginButton', label: 'Login / Signup', path: '/login' };

function userMenu(profilePath: string) {
  return {
    kind: 'userMenu',
    profile: { label: 'User Profile', path: profilePath },
    logoutLabel: 'Logout',
  };
}

// ROUTE-29 to ROUTE-31: the dropdown for digital-identity sign-ins, or e-mail sign-ins with ACTIVE,
// SUBMITTED or PENDING_REGISTRATION; the "Login / Signup" button otherwise.
describe('accountMenu', () => {
  it.each([
    ['', false, LOGIN_BUTTON],
    ['', true, userMenu('/profile')],
    ['PENDING_REGISTRATION', false, userMenu('/profile')],
    ['PENDING_REGISTRATION', true, userMenu('/profile')],
    ['SUBMITTED', false, userMenu('/userStatus')],
    ['SUBMITTED', true, userMenu('/userStatus')],
    ['MORE_INFO_NEEDED', false, LOGIN_BUTTON],
    ['MORE_INFO_NEEDED', true, userMenu('/userStatus')],
    ['ACTIVE', false, userMenu('/profile')],
    ['ACTIVE', true, userMenu('/profile')],
    ['DISABLED', false, LOGIN_BUTTON],
    ['DISABLED', true, userMenu('/userStatus')],
    ['DELETED', false, LOGIN_BUTTON],
    ['DELETED', true, userMenu('/userStatus')],
    ['REJECTED', false, LOGIN_BUTTON],
    ['REJECTED', true, userMenu('/userStatus')],
  ] as const)('status "%s", digital identity %s', (status, spcpLogin, expected) => {
    expect(accountMenu({ status, spcpLogin, userSessionValid: true })).toEqual(expected);
  });

  it.each([true, false])(
    'shows the login button to a visitor without a valid session (digital identity %s)',
    (spcpLogin) => {
      expect(accountMenu({ status: 'ACTIVE', spcpLogin, userSessionValid: false })).toEqual(
        LOGIN_BUTTON,
      );
    },
  );
});
