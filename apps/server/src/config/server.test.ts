import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { problemsOf } from '../test-support/config-problems.js';
import { PRODUCTION_ENVIRONMENT } from '../test-support/production-environment.js';

// SEC-19: the HTTP server's time-outs and size limits are configuration with documented
// defaults; the request's time-out leaves room for the largest upload on a slow link.

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

// OPS-33: who may read /metrics is configuration: loopback by default outside production, no one
// by default in production, CIDR blocks or a token otherwise; a malformed value stops the start.
describe('/metrics access', () => {
  it('admits loopback by default outside production, and no other address', () => {
    const { networks, token } = loadConfig({}, '/srv/portal').metrics;

    expect(networks.check('127.0.0.1', 'ipv4')).toBe(true);
    expect(networks.check('::1', 'ipv6')).toBe(true);
    expect(networks.check('10.1.2.3', 'ipv4')).toBe(false);
    expect(token).toBeUndefined();
  });

  it('admits no address by default in production', () => {
    const { networks } = loadConfig(PRODUCTION_ENVIRONMENT, '/srv/portal').metrics;

    expect(networks.check('127.0.0.1', 'ipv4')).toBe(false);
    expect(networks.check('::1', 'ipv6')).toBe(false);
  });

  it('admits the configured networks, IPv4 and IPv6', () => {
    const { networks } = loadConfig(
      { METRICS_ALLOWED_NETWORKS: '10.20.0.0/16, fd00::/8' },
      '/srv/portal',
    ).metrics;

    expect(networks.check('10.20.5.6', 'ipv4')).toBe(true);
    expect(networks.check('10.21.0.1', 'ipv4')).toBe(false);
    expect(networks.check('fd12::1', 'ipv6')).toBe(true);
    expect(networks.check('127.0.0.1', 'ipv4')).toBe(false);
  });

  it.each([['10.0.0.0'], ['10.0.0.0/33'], ['example.org/8'], ['::1/129'], ['10.0.0.0/8/1']])(
    'refuses to start with METRICS_ALLOWED_NETWORKS=%s, naming it',
    (value) => {
      expect(problemsOf({ METRICS_ALLOWED_NETWORKS: value })).toEqual([
        expect.stringContaining('METRICS_ALLOWED_NETWORKS'),
      ]);
    },
  );

  it('refuses a token shorter than 32 characters, naming it', () => {
    expect(problemsOf({ METRICS_TOKEN: 'short' })).toEqual([
      expect.stringContaining('METRICS_TOKEN'),
    ]);
  });
});
