import { randomInt } from 'node:crypto';
import { API_PATHS, ERROR_CODES, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/database.js';
import { rateLimitCounter } from '../db/schema/rate-limit.js';
import { createRateLimitRepository } from '../platform/rate-limit/rate-limit.repository.js';
import { PROBE_PATHS, probeRoutes } from '../test-support/probe-routes.js';
import { accessContentToken } from '../test-support/test-app.js';
import { testConfig } from '../test-support/test-config.js';
import { openTestDatabase } from '../test-support/test-database.js';
import type { RateLimitSettings } from './rate-limit.js';

// SEC-10, SEC-11, PERF-6: a flood limit per client address on every service route, counted in
// process (or in Redis with REDIS_URL), never in the database, answered 429 TOO_MANY_REQUESTS; a
// route's own tighter limit counts in the database, so instances share it.

const SERVICE_LIMIT: RateLimitSettings = { max: 5, timeWindowMs: 60_000 };
const START = new Date('2025-10-27T08:00:00Z');

let clock = START;
const database = await openTestDatabase();
afterAll(() => database.close());

/** One server instance; several may share the test's database, as several processes would. */
async function startInstance(environment: Record<string, string> = {}) {
  const app = await buildApp({
    config: testConfig(environment),
    db: database.db,
    extraServiceRoutes: probeRoutes,
    rateLimit: SERVICE_LIMIT,
    now: () => clock,
  });
  await app.ready();
  return { app, accessToken: await accessContentToken(app) };
}

type Instance = Awaited<ReturnType<typeof startInstance>>;

function call({ app, accessToken }: Instance, url: string, clientAddress: string) {
  return app.inject({
    method: 'GET',
    url,
    remoteAddress: clientAddress,
    headers: { [REQUEST_HEADERS.accessContent]: accessToken },
  });
}

async function statusCodesOf(instance: Instance, count: number, url: string, address: string) {
  const codes: number[] = [];
  for (let i = 0; i < count; i += 1) codes.push((await call(instance, url, address)).statusCode);
  return codes;
}

function countersIn(db: Database) {
  return db.select().from(rateLimitCounter).orderBy(rateLimitCounter.key);
}

describe('the flood limit', () => {
  let instance: Instance;
  beforeAll(async () => {
    instance = await startInstance();
  });
  afterAll(() => instance.app.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the request after the limit 429 TOO_MANY_REQUESTS with a retry time', async () => {
    expect(await statusCodesOf(instance, 5, API_PATHS.status, '10.0.0.1')).toEqual([
      200, 200, 200, 200, 200,
    ]);

    const over = await call(instance, API_PATHS.status, '10.0.0.1');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      status: 429,
      errorCodes: ERROR_CODES.tooManyRequests,
      detail: 'Too many requests. Please try again in 60 seconds.',
    });
    expect(over.headers['retry-after']).toBe('60');
  });

  it('counts all service routes together, and each client separately', async () => {
    expect(await statusCodesOf(instance, 3, API_PATHS.status, '10.0.0.2')).toEqual([200, 200, 200]);
    expect(await statusCodesOf(instance, 3, API_PATHS.initData, '10.0.0.2')).toEqual([
      200, 200, 429,
    ]);
    expect((await call(instance, API_PATHS.status, '10.0.0.3')).statusCode).toBe(200);
  });

  it('starts counting afresh when the window has passed', async () => {
    // The in-process counters read the system clock (Date.now), not the app's clock.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    await statusCodesOf(instance, 6, API_PATHS.status, '10.0.0.4');
    expect((await call(instance, API_PATHS.status, '10.0.0.4')).statusCode).toBe(429);

    vi.setSystemTime(START.getTime() + SERVICE_LIMIT.timeWindowMs);
    expect((await call(instance, API_PATHS.status, '10.0.0.4')).statusCode).toBe(200);
  });

  it('PERF-6: a GET of the status call or init-data writes nothing to the database', async () => {
    const before = await countersIn(database.db);

    await statusCodesOf(instance, 3, API_PATHS.status, '10.0.0.7');
    await statusCodesOf(instance, 3, API_PATHS.initData, '10.0.0.7');

    expect(await countersIn(database.db)).toEqual(before);
  });

  it('does not limit the health check', async () => {
    const codes: number[] = [];
    for (let i = 0; i < SERVICE_LIMIT.max + 2; i += 1) {
      const response = await instance.app.inject({
        method: 'GET',
        url: '/healthz',
        remoteAddress: '10.0.0.6',
      });
      codes.push(response.statusCode);
    }
    expect(codes.every((code) => code === 200)).toBe(true);
  });
});

describe('without Redis, each instance', () => {
  let first: Instance;
  let second: Instance;
  beforeAll(async () => {
    [first, second] = await Promise.all([startInstance(), startInstance()]);
  });
  afterAll(() => Promise.all([first.app.close(), second.app.close()]));

  it('counts the flood limit for itself', async () => {
    await statusCodesOf(first, SERVICE_LIMIT.max + 1, API_PATHS.status, '10.0.1.1');
    expect((await call(first, API_PATHS.status, '10.0.1.1')).statusCode).toBe(429);
    expect((await call(second, API_PATHS.status, '10.0.1.1')).statusCode).toBe(200);
  });

  it("shares a route's own tighter limit through the database, in a count of its own", async () => {
    clock = START;
    expect((await call(first, PROBE_PATHS.tightlyLimited, '10.0.1.2')).statusCode).toBe(200);
    expect((await call(second, PROBE_PATHS.tightlyLimited, '10.0.1.2')).statusCode).toBe(200);
    expect((await call(first, PROBE_PATHS.tightlyLimited, '10.0.1.2')).statusCode).toBe(429);
    expect((await call(second, PROBE_PATHS.tightlyLimited, '10.0.1.2')).statusCode).toBe(429);
    expect((await call(first, API_PATHS.status, '10.0.1.2')).statusCode).toBe(200);

    // The route's window follows the app's clock, as the database counters always did.
    clock = new Date(START.getTime() + 60_000);
    expect((await call(second, PROBE_PATHS.tightlyLimited, '10.0.1.2')).statusCode).toBe(200);
  });
});

describe('with REDIS_URL set but Redis unreachable', () => {
  it('still answers, and the flood limit counts in process', async () => {
    // Port 1 on the loopback: nothing listens, the connection is refused at once.
    const instance = await startInstance({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      expect(
        await statusCodesOf(instance, SERVICE_LIMIT.max + 1, API_PATHS.status, '10.0.2.1'),
      ).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await instance.app.close();
    }
  });
});

// Runs where a Redis server is at hand: REDIS_URL=redis://127.0.0.1:6379 npx vitest run …
describe.skipIf(process.env.REDIS_URL === undefined)('with Redis (REDIS_URL)', () => {
  let first: Instance;
  let second: Instance;
  beforeAll(async () => {
    const environment = { REDIS_URL: process.env.REDIS_URL ?? '' };
    [first, second] = await Promise.all([startInstance(environment), startInstance(environment)]);
  });
  afterAll(() => Promise.all([first.app.close(), second.app.close()]));

  it('shares the flood limit between instances, and still writes nothing to the database', async () => {
    // Redis keeps its counts between runs: an address of this run's own.
    const address = `10.1.${randomInt(256)}.${randomInt(256)}`;
    const before = await countersIn(database.db);

    expect(await statusCodesOf(first, 3, API_PATHS.status, address)).toEqual([200, 200, 200]);
    expect(await statusCodesOf(second, 3, API_PATHS.initData, address)).toEqual([200, 200, 429]);
    expect((await call(first, API_PATHS.status, address)).statusCode).toBe(429);

    expect(await countersIn(database.db)).toEqual(before);
  });
});

describe('the database counters', () => {
  it('forgets counters whose window has ended', async () => {
    const counters = createRateLimitRepository(database.db);
    const windowEnd = new Date(START.getTime() + 1000);
    await counters.hit('prune-test', 1000, START);
    await counters.hit('prune-test', 1000, START);

    await counters.pruneExpired(new Date(windowEnd.getTime() - 1));
    expect((await counters.hit('prune-test', 1000, START)).hits).toBe(3);

    await counters.pruneExpired(windowEnd);
    expect((await counters.hit('prune-test', 1000, START)).hits).toBe(1);
  });
});
