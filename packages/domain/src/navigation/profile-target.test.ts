import { describe, expect, it } from 'vitest';
import { profileTarget } from './profile-target.js';

describe('profileTarget', () => {
  it.each([
    ['PENDING_REGISTRATION', '/profile'],
    ['ACTIVE', '/profile'],
    ['SUBMITTED', '/userStatus'],
    ['DISABLED', '/userStatus'],
    ['DELETED', '/userStatus'],
    ['REJECTED', '/userStatus'],
    ['MORE_INFO_NEEDED', '/userStatus'],
    ['', '/profile'],
  ] as const)('status "%s" → %s', (status, path) => {
    expect(profileTarget(status)).toBe(path);
  });
});
