import { API_PATHS, ERROR_CODES, REQUEST_HEADERS } from '@aviation-permits/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimitRepository } from '../modules/rate-limit/rate-limit.repository.js';
import { PROBE_PATHS } from '../test-support/probe-routes.js';
import { accessContentToken, startTestApp, type TestAppHandle } from '../test-support/test-app.js';

// A limit per client address on the service routes, counted in the database, answered with
// 429 TOO_MANY_REQUESTS; a route may set a tighter limit of its own.

const SERVICE_LIMIT = { max: 5, timeWindowMs: 60_000 };
const START = new Date('2025-10-27T08:00:00Z');

let clock = START;
let server: TestAppHandle;
let accessToken: string;

beforeAll(async () => {
  server = await startTestApp({ rateLimit: SERVICE_LIMIT, now: () => clock });
  accessToken = await accessContentToken(server.app);
});
afterAll(() => server.close());

function call(url: string, clientAddress: string) {
  return server.app.inject({
    method: 'GET',
    url,
    remoteAddress: clientAddress,
    headers: { [REQUEST_HEADERS.accessContent]: accessToken },
  });
}

async function statusCodesOf(count: number, url: string, clientAddress: string) {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) codes.push((await call(url, clientAddress)).statusCode);
  return codes;
}

describe('the rate limit', () => {
  it('answers the request after the limit 429 TOO_MANY_REQUESTS with a retry time', async () => {
    clock = START;
    expect(await statusCodesOf(5, API_PATHS.status, '10.0.0.1')).toEqual([200, 200, 200, 200, 200]);

    const over = await call(API_PATHS.status, '10.0.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      status: 429,
      errorCodes: ERROR_CODES.tooManyRequests,
      detail: 'Too many requests. Please try again in 60 seconds.',
    });
    expect(over.headers['retry-after']).toBe('60');
  });

  it('counts all service routes together, and each client separately', async () => {
    clock = START;
    expect(await statusCodesOf(3, API_PATHS.status, '10.0.0.2')).toEqual([200, 200, 200]);
    expect(await statusCodesOf(3, API_PATHS.initData, '10.0.0.2')).toEqual([200, 200, 429]);
    expect((await call(API_PATHS.status, '10.0.0.3')).statusCode).toBe(200);
  });

  it('starts counting afresh when the window has passed', async () => {
    clock = START;
    await statusCodesOf(6, API_PATHS.status, '10.0.0.4');

    clock = new Date(START.getTime() + SERVICE_LIMIT.timeWindowMs);
    expect((await call(API_PATHS.status, '10.0.0.4')).statusCode).toBe(200);
  });

  it('applies a tighter limit a route sets for itself, in a count of its own', async () => {
    clock = START;
    expect(await statusCodesOf(3, PROBE_PATHS.tightlyLimited, '10.0.0.5')).toEqual([200, 200, 429]);
    expect((await call(API_PATHS.status, '10.0.0.5')).statusCode).toBe(200);
  });

  it('does not limit the health check', async () => {
    const codes: number[] = [];
    for (let i = 0; i < SERVICE_LIMIT.max + 2; i += 1) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/healthz',
        remoteAddress: '10.0.0.6',
      });
      codes.push(response.statusCode);
    }
    expect(codes.every((code) => code === 200)).toBe(true);
  });

  it('forgets counters whose window has ended', async () => {
    const counters = createRateLimitRepository(server.db);
    const windowEnd = new Date(START.getTime() + 1000);
    await counters.hit('prune-test', 1000, START);
    await counters.hit('prune-test', 1000, START);

    await counters.pruneExpired(new Date(windowEnd.getTime() - 1));
    expect((await counters.hit('prune-test', 1000, START)).hits).toBe(3);

    await counters.pruneExpired(windowEnd);
    expect((await counters.hit('prune-test', 1000, START)).hits).toBe(1);
  });
});
