import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { problemsOf } from '../test-support/config-problems.js';

// OPS-24, OPS-25, LIFE-10: whether an instance runs the jobs, the lifecycle jobs' waits, and how
// the mail sender retries.

describe('job runner and mail retry configuration', () => {
  it('runs the jobs and retries mail ten times from one minute unless told otherwise', () => {
    const config = loadConfig({}, '/srv/portal');

    expect(config.jobs).toEqual({
      runHere: true,
      lifecycle: {
        remindPendingPaymentDays: 3,
        remindNeedYourActionDays: 7,
        staleDraftNoticeDays: 90,
        staleDraftRemovalDays: 14,
      },
    });
    expect(config.mail.retry).toEqual({ maxAttempts: 10, firstRetryDelayMs: 60_000 });
  });

  it('reads JOBS=off for an instance that only serves requests, and the retry keys', () => {
    const config = loadConfig(
      { JOBS: 'off', MAIL_MAX_ATTEMPTS: '3', MAIL_RETRY_DELAY_MS: '5000' },
      '/srv/portal',
    );

    expect(config.jobs.runHere).toBe(false);
    expect(config.mail.retry).toEqual({ maxAttempts: 3, firstRetryDelayMs: 5000 });
  });

  it('reads the lifecycle waits in days', () => {
    const config = loadConfig(
      {
        REMIND_PENDING_PAYMENT_DAYS: '2',
        REMIND_NEED_YOUR_ACTION_DAYS: '5',
        STALE_DRAFT_NOTICE_DAYS: '30',
        STALE_DRAFT_REMOVAL_DAYS: '7',
      },
      '/srv/portal',
    );

    expect(config.jobs.lifecycle).toEqual({
      remindPendingPaymentDays: 2,
      remindNeedYourActionDays: 5,
      staleDraftNoticeDays: 30,
      staleDraftRemovalDays: 7,
    });
  });

  it('names each malformed key', () => {
    const problems = problemsOf({
      JOBS: 'sometimes',
      MAIL_MAX_ATTEMPTS: '0',
      MAIL_RETRY_DELAY_MS: 'soon',
      STALE_DRAFT_NOTICE_DAYS: '0',
    });

    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'JOBS',
      'MAIL_MAX_ATTEMPTS',
      'MAIL_RETRY_DELAY_MS',
      'STALE_DRAFT_NOTICE_DAYS',
    ]);
  });
});
