import { ERROR_CODES, OPERATIONAL_PATHS } from '@aviation-permits/domain/http';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../test-support/test-config.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { DEFAULT_READINESS_PROBE } from './readiness-probe.js';

const START = new Date('2025-10-27T08:00:00Z');

describe('GET /healthz (OPS-16)', () => {
  it('answers 200 ok while the database answers, and 503 in the envelope once it does not', async () => {
    let clock = START;
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), db: database.db, now: () => clock });

    const healthy = await app.inject({ method: 'GET', url: OPERATIONAL_PATHS.health });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({ status: 'ok', mapSearch: 'gazetteer' });
    expect(healthy.headers['cache-control']).toBe('no-store');

    await database.close();
    // PERF-6: the database is asked again once the last answer has had its time.
    clock = new Date(START.getTime() + DEFAULT_READINESS_PROBE.freshForMs);
    const unhealthy = await app.inject({ method: 'GET', url: OPERATIONAL_PATHS.health });
    expect(unhealthy.statusCode).toBe(503);
    expect(unhealthy.json()).toEqual({
      status: 503,
      errorCodes: ERROR_CODES.serviceUnavailable,
      detail: 'The database is not reachable.',
    });

    await app.close();
  });
});

describe('GET /healthz says which map search answers (OPS-22)', () => {
  it('onemap when the OneMap account is configured', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({
      config: testConfig({ ONEMAP_EMAIL: 'portal@authority.example', ONEMAP_PASSWORD: 'secret' }),
      db: database.db,
    });
    try {
      const healthy = await app.inject({ method: 'GET', url: OPERATIONAL_PATHS.health });

      expect(healthy.json()).toEqual({ status: 'ok', mapSearch: 'onemap' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
