import { ERROR_CODES, OPERATIONAL_PATHS } from '@aviation-permits/domain';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { testConfig } from '../../test-support/test-config.js';
import { openTestDatabase } from '../../test-support/test-database.js';

describe('GET /healthz', () => {
  it('answers 200 ok while the database answers, and 503 in the envelope once it does not', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), db: database.db });

    const healthy = await app.inject({ method: 'GET', url: OPERATIONAL_PATHS.health });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({ status: 'ok' });

    await database.close();
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
