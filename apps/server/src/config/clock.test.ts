import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverClock } from './clock.js';
import { loadConfig } from './config.js';
import { problemsOf } from '../test-support/config-problems.js';

// PRM-16: DEV_CLOCK_OFFSET_DAYS moves a development portal's clock forward by whole days, so an
// end-to-end test can see dates pass; production refuses to start with it.

afterEach(() => vi.useRealTimers());

describe('DEV_CLOCK_OFFSET_DAYS (PRM-16)', () => {
  it("leaves the server's clock on the system's time unless told otherwise", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T02:00:00.000Z'));

    const now = serverClock(loadConfig({}, '/srv/portal').clockOffsetDays);

    expect(now().toISOString()).toBe('2026-11-27T02:00:00.000Z');
  });

  it('moves the clock forward by the whole days given, following the system clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T02:00:00.000Z'));
    const now = serverClock(
      loadConfig({ DEV_CLOCK_OFFSET_DAYS: '40' }, '/srv/portal').clockOffsetDays,
    );

    expect(now().toISOString()).toBe('2027-01-06T02:00:00.000Z');
    vi.setSystemTime(new Date('2026-11-27T03:30:00.000Z'));
    expect(now().toISOString()).toBe('2027-01-06T03:30:00.000Z');
  });

  it('names a value that is not a whole number of days ahead', () => {
    for (const value of ['soon', '1.5', '-3']) {
      expect(problemsOf({ DEV_CLOCK_OFFSET_DAYS: value })).toEqual([
        expect.stringMatching(/^DEV_CLOCK_OFFSET_DAYS: /),
      ]);
    }
  });

  it('is refused in production, naming the variable, even at 0', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://portal@db.internal/portal',
      SMTP_URL: 'smtp://mail.internal:587',
      APP_SECRET: 'a-production-secret-of-at-least-32-characters',
    };
    const without = problemsOf(production);

    expect(problemsOf({ ...production, DEV_CLOCK_OFFSET_DAYS: '0' })).toEqual([
      ...without,
      'DEV_CLOCK_OFFSET_DAYS moves the clock for development only: unset it in production',
    ]);
  });
});
