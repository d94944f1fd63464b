import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES } from '../account/account-status.js';
import { indexRedirectPath } from './index-redirect.js';

describe('indexRedirectPath', () => {
  it.each([
    ['', '/home'],
    ['PENDING_REGISTRATION', '/profile'],
    ['SUBMITTED', '/userStatus'],
    ['MORE_INFO_NEEDED', '/userStatus'],
    ['ACTIVE', '/dashboard'],
    ['DISABLED', '/userStatus'],
    ['DELETED', '/userStatus'],
    ['REJECTED', '/userStatus'],
  ] as const)('status "%s" → %s', (status, path) => {
    expect(indexRedirectPath(status)).toBe(path);
  });

  it('has a destination for every account status', () => {
    for (const status of ACCOUNT_STATUSES) expect(indexRedirectPath(status)).toMatch(/^\//);
  });
});
