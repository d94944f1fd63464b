import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

// OPS-24, OPS-25: whether an instance runs the jobs, and how the mail sender retries.

function problemsOf(environment: Record<string, string>): string[] {
  try {
    loadConfig(environment, '/srv/portal');
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
}

describe('job runner and mail retry configuration', () => {
  it('runs the jobs and retries mail ten times from one minute unless told otherwise', () => {
    const config = loadConfig({}, '/srv/portal');

    expect(config.jobs).toEqual({ runHere: true });
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

  it('names each malformed key', () => {
    const problems = problemsOf({
      JOBS: 'sometimes',
      MAIL_MAX_ATTEMPTS: '0',
      MAIL_RETRY_DELAY_MS: 'soon',
    });

    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'JOBS',
      'MAIL_MAX_ATTEMPTS',
      'MAIL_RETRY_DELAY_MS',
    ]);
  });
});
