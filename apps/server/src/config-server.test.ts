import { PORTAL_CONSTANTS } from '@aviation-permits/domain';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

// SEC-19: the HTTP server's time-outs and size limits are configuration with documented
// defaults; the request's time-out leaves room for the largest upload on a slow link.

function problemsOf(environment: Record<string, string>): string[] {
  try {
    loadConfig(environment, '/srv/portal');
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
  return [];
}

describe('HTTP server limits', () => {
  it('has defaults', () => {
    expect(loadConfig({}, '/srv/portal').server).toEqual({
      requestTimeoutMs: 120_000,
      headersTimeoutMs: 20_000,
      connectionTimeoutMs: 120_000,
      keepAliveTimeoutMs: 72_000,
      maxParamLength: 200,
      maxHeaderSizeBytes: 16_384,
    });
  });

  it("gives the largest request, an application's five biggest documents, time on a 1 Mbit/s link", () => {
    // The files plus generous room for the multipart framing and headers.
    const largestRequestBytes =
      PORTAL_CONSTANTS.maxFilesPerApplication * PORTAL_CONSTANTS.maxFileSizeBytes + 64 * 1024;
    const secondsAtOneMegabit = (largestRequestBytes * 8) / 1_000_000;

    expect(loadConfig({}, '/srv/portal').server.requestTimeoutMs).toBeGreaterThan(
      secondsAtOneMegabit * 1000,
    );
  });

  it('reads each key', () => {
    const { server } = loadConfig(
      {
        REQUEST_TIMEOUT_MS: '60000',
        HEADERS_TIMEOUT_MS: '10000',
        CONNECTION_TIMEOUT_MS: '90000',
        KEEP_ALIVE_TIMEOUT_MS: '65000',
        MAX_PARAM_LENGTH: '150',
        MAX_HEADER_SIZE_BYTES: '8192',
      },
      '/srv/portal',
    );

    expect(server).toEqual({
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 10_000,
      connectionTimeoutMs: 90_000,
      keepAliveTimeoutMs: 65_000,
      maxParamLength: 150,
      maxHeaderSizeBytes: 8192,
    });
  });

  it.each([
    [
      { HEADERS_TIMEOUT_MS: '30000', REQUEST_TIMEOUT_MS: '20000' },
      'HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS',
    ],
    [
      { HEADERS_TIMEOUT_MS: '200000' },
      'HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS',
    ],
    [{ REQUEST_TIMEOUT_MS: '0' }, 'REQUEST_TIMEOUT_MS'],
    [{ KEEP_ALIVE_TIMEOUT_MS: 'soon' }, 'KEEP_ALIVE_TIMEOUT_MS'],
    [{ MAX_PARAM_LENGTH: '50' }, 'MAX_PARAM_LENGTH'],
    [{ MAX_HEADER_SIZE_BYTES: '1024' }, 'MAX_HEADER_SIZE_BYTES'],
  ])('refuses %o, naming the variable', (environment, problem) => {
    const problems = problemsOf(environment);

    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(problem);
  });
});
