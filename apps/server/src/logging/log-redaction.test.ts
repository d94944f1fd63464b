import { Writable } from 'node:stream';
import { API_PATHS, SERVICE_BASE_PATHS } from '@aviation-permits/domain/http';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { Database } from '../db/database.js';
import { signInByEmail, type SignedInBrowser } from '../test-support/email-sign-in.js';
import { CHEAP_HUMAN_CHECK } from '../test-support/human-check-solver.js';
import type { TestApp } from '../test-support/test-app.js';
import { testConfig } from '../test-support/test-config.js';
import { openTestDatabase } from '../test-support/test-database.js';

// SEC-7: every error path a person's data can travel, taken with the log at its most talkative
// level; afterwards the log holds none of it.

const PERSON = {
  email: 'tan.ah.kow@example.com',
  name: 'Tan Ah Kow',
  idNumber: 'S1234567D',
  dateOfBirth: '1980-02-29',
  mobileNumber: '91234567',
};

/** A route that fails the way a database does when handed personal data it cannot store. */
const FAILING_QUERY_PATH = `${SERVICE_BASE_PATHS.permits}/probe/failing-query`;
function failingQueryRoute(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(FAILING_QUERY_PATH, async () => {
      await db.execute(sql`select ${`${PERSON.name} ${PERSON.idNumber}`}::int`);
    });
  };
}

const lines: string[] = [];
let app: TestApp;
let closeDatabase: () => Promise<void>;
let browser: SignedInBrowser;

beforeAll(async () => {
  const database = await openTestDatabase();
  closeDatabase = database.close;
  app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'trace' }),
    db: database.db,
    humanCheck: CHEAP_HUMAN_CHECK,
    extraServiceRoutes: failingQueryRoute(database.db),
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    }),
  });
  await app.ready();
  browser = await signInByEmail(app, PERSON.email);
});
afterAll(async () => {
  await app.close();
  await closeDatabase();
});

function call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    cookies: browser.cookies,
    headers: browser.headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

describe('the log after every error path', () => {
  it('holds no name, NRIC, date of birth, phone number or e-mail address', async () => {
    const refused = await call('PUT', API_PATHS.profile, { ...PERSON, name: 'a\u0000b' });
    const saved = await call('PUT', API_PATHS.profile, PERSON);
    const crashed = await call('GET', FAILING_QUERY_PATH);
    const wrongCode = await call('POST', API_PATHS.otpVerify, {
      email: PERSON.email,
      otp: '000000',
    });
    const badJson = await app.inject({
      method: 'POST',
      url: API_PATHS.otpRequest,
      cookies: browser.cookies,
      headers: { ...browser.headers, 'content-type': 'application/json' },
      payload: `{"email":"${PERSON.email}",`,
    });

    // Each path was really taken.
    expect([refused, saved, crashed, wrongCode, badJson].map((r) => r.statusCode)).toEqual([
      400,
      200,
      500,
      expect.any(Number),
      400,
    ]);
    expect(wrongCode.statusCode).toBeGreaterThanOrEqual(400);
    const log = lines.join('');
    expect(log).toContain('Request failed');
    for (const value of Object.values(PERSON)) expect(log).not.toContain(value);
  });
});
