import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

// OFF-5: an officer session idles out after 15 minutes and ends 8 hours after sign-in unless the
// operator sets other values; a bad value is refused, naming the variable.

function problemsOf(environment: Record<string, string>): readonly string[] {
  try {
    loadConfig(environment, '/srv/portal');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('officer session configuration', () => {
  it('defaults to 15 minutes idle and 8 hours in all', () => {
    expect(loadConfig({}, '/srv/portal').officerSession).toEqual({
      idleTtlMs: 15 * 60_000,
      absoluteTtlMs: 8 * 60 * 60_000,
    });
  });

  it('takes OFFICER_SESSION_IDLE_TTL_MS and OFFICER_SESSION_ABSOLUTE_TTL_MS', () => {
    const environment = {
      OFFICER_SESSION_IDLE_TTL_MS: '600000',
      OFFICER_SESSION_ABSOLUTE_TTL_MS: '14400000',
    };
    expect(loadConfig(environment, '/srv/portal').officerSession).toEqual({
      idleTtlMs: 600_000,
      absoluteTtlMs: 14_400_000,
    });
  });

  it.each(['OFFICER_SESSION_IDLE_TTL_MS', 'OFFICER_SESSION_ABSOLUTE_TTL_MS'])(
    'refuses a %s that is not a positive number of milliseconds, naming it',
    (variable) => {
      expect(problemsOf({ [variable]: '0' })).toEqual([expect.stringMatching(`^${variable}: `)]);
      expect(problemsOf({ [variable]: 'soon' })).toEqual([expect.stringMatching(`^${variable}: `)]);
    },
  );
});
