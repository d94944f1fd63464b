import { describe, expect, it } from 'vitest';
import { navigationItems } from './navigation-items.js';

// ROUTE-24 to ROUTE-29, the navigation bar, over every status and both login kinds (spcpLogin true is the
// national digital identity, false the e-mail one-time code).
describe('navigationItems', () => {
  it.each([
    ['', false, ['apply', 'enquiryTool']],
    ['', true, ['apply', 'enquiryTool']],
    ['PENDING_REGISTRATION', false, ['apply', 'userRegistration', 'enquiryTool']],
    ['PENDING_REGISTRATION', true, ['apply', 'enquiryTool']],
    ['SUBMITTED', false, ['apply', 'userStatus', 'enquiryTool']],
    ['SUBMITTED', true, ['apply', 'userStatus', 'enquiryTool']],
    ['MORE_INFO_NEEDED', false, ['apply', 'userStatus', 'enquiryTool']],
    ['MORE_INFO_NEEDED', true, ['apply', 'userStatus', 'enquiryTool']],
    ['ACTIVE', false, ['apply', 'dashboard', 'enquiryTool']],
    ['ACTIVE', true, ['apply', 'dashboard', 'enquiryTool']],
    ['DISABLED', false, ['apply', 'userStatus', 'enquiryTool']],
    ['DISABLED', true, ['apply', 'userStatus', 'enquiryTool']],
    ['DELETED', false, ['apply', 'userStatus', 'enquiryTool']],
    ['DELETED', true, ['apply', 'userStatus', 'enquiryTool']],
    ['REJECTED', false, ['apply', 'userStatus', 'enquiryTool']],
    ['REJECTED', true, ['apply', 'userStatus', 'enquiryTool']],
  ] as const)('status "%s", digital identity %s → %j', (status, spcpLogin, keys) => {
    const items = navigationItems({ status, spcpLogin, userSessionValid: true });
    expect(items.map((item) => item.key)).toEqual(keys);
  });

  it('gives each item its label and path', () => {
    const items = [
      ...navigationItems({ status: 'ACTIVE', spcpLogin: false, userSessionValid: true }),
      ...navigationItems({ status: 'SUBMITTED', spcpLogin: false, userSessionValid: true }),
      ...navigationItems({
        status: 'PENDING_REGISTRATION',
        spcpLogin: false,
        userSessionValid: true,
      }),
    ];
    const byKey = Object.fromEntries(items.map((item) => [item.key, item]));
    expect(byKey).toEqual({
      apply: { key: 'apply', label: 'Apply', path: '/home' },
      dashboard: { key: 'dashboard', label: 'Dashboard', path: '/dashboard' },
      userStatus: { key: 'userStatus', label: 'User Status', path: '/userStatus' },
      userRegistration: { key: 'userRegistration', label: 'User Registration', path: '/newUser' },
      enquiryTool: { key: 'enquiryTool', label: 'Enquiry Tool', path: '/checkPermitEligibility' },
    });
  });

  it('shows only the public items when the session is no longer valid', () => {
    const items = navigationItems({ status: 'ACTIVE', spcpLogin: true, userSessionValid: false });
    expect(items.map((item) => item.key)).toEqual(['apply', 'enquiryTool']);
  });
});
