import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES } from '../account/account-status.js';
import { ANONYMOUS_SESSION } from './anonymous-session.js';
import { watchesIdleTime } from './idle-watch.js';

describe('watchesIdleTime', () => {
  it.each(ACCOUNT_STATUSES)('with a valid session and status %s', (status) => {
    const session = { ...ANONYMOUS_SESSION, userSessionValid: true, status };
    expect(watchesIdleTime(session)).toBe(status === 'ACTIVE');
  });

  it('never for an invalid session, even when the cached status says ACTIVE', () => {
    expect(watchesIdleTime({ ...ANONYMOUS_SESSION, status: 'ACTIVE' })).toBe(false);
  });

  it('never for an anonymous visitor', () => {
    expect(watchesIdleTime(ANONYMOUS_SESSION)).toBe(false);
  });
});
