import { Writable } from 'node:stream';
import { API_PATHS, ERROR_CODES, SERVICE_BASE_PATHS } from '@aviation-permits/domain/http';
import { OFFICER_API_PATHS } from '@aviation-permits/domain/officer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByEmail } from '../test-support/email-sign-in.js';
import { CHEAP_HUMAN_CHECK } from '../test-support/human-check-solver.js';
import { addOfficer, signInNewOfficer } from '../test-support/officer-browser.js';
import { accessContentToken, startTestApp, type TestAppHandle } from '../test-support/test-app.js';
import { testConfig } from '../test-support/test-config.js';

// OPS-37: sign-ins and sign-outs (applicants' and officers'), an officer's action, refusals, a
// failed CSRF check and a 429 each write one "Security event" line with the time, request id,
// address and account; never the code, the session's token or the address's query.

const EMAIL = 'security.events@example.com';
const OFFICER_EMAIL = 'events.officer@caa.example';
/** A state-changing officer call that succeeds, standing for a decision. */
const OFFICER_ACTION_PATH = `${SERVICE_BASE_PATHS.officer}/probe/action`;
const officerAction: FastifyPluginAsyncZod = async (app) => {
  app.post(OFFICER_ACTION_PATH, { config: { requireOfficer: true } }, async (_request, reply) =>
    reply.status(204).send(),
  );
};

interface LogLine {
  msg: string;
  time: number;
  reqId: string;
  securityEvent?: string;
  accountId?: string;
  officerId?: string;
  address?: string;
  route?: string;
}

const lines: LogLine[] = [];
let server: TestAppHandle;

beforeAll(async () => {
  server = await startTestApp({
    config: testConfig({ LOG_LEVEL: 'info' }),
    humanCheck: CHEAP_HUMAN_CHECK,
    rateLimit: { max: 40, timeWindowMs: 60_000 },
    extraServiceRoutes: officerAction,
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')) as LogLine);
        done();
      },
    }),
  });
});
afterAll(() => server.close());

function eventsNamed(event: string): LogLine[] {
  return lines.filter((line) => line.securityEvent === event);
}

describe('security events', () => {
  it("logs an applicant's sign-in and sign-out with the account, address and request id", async () => {
    const browser = await signInByEmail(server.app, EMAIL, { remoteAddress: '10.9.0.1' });
    const [signIn] = eventsNamed('sign-in');
    const accountId = signIn?.accountId;
    expect(accountId).toEqual(expect.any(String));
    expect(signIn).toMatchObject({
      msg: 'Security event',
      address: '10.9.0.1',
      route: API_PATHS.otpVerify,
    });
    expect(signIn?.time).toEqual(expect.any(Number));
    expect(signIn?.reqId).toEqual(expect.any(String));

    const signedOut = await server.app.inject({
      method: 'GET',
      url: API_PATHS.logout,
      remoteAddress: '10.9.0.1',
      cookies: browser.cookies,
      headers: { ...browser.headers, 'x-request-id': 'sign-out-request-0001' },
    });
    expect(signedOut.statusCode).toBeLessThan(400);
    expect(eventsNamed('sign-out')).toEqual([
      expect.objectContaining({ accountId, address: '10.9.0.1', reqId: 'sign-out-request-0001' }),
    ]);

    // Neither the e-mailed code nor the session's token is on any line.
    const log = JSON.stringify(lines);
    const sessionToken = Object.values(browser.cookies).find((value) => value.length > 30);
    expect(sessionToken).toBeDefined();
    expect(log).not.toContain(sessionToken);
    expect(log).not.toContain(EMAIL);
  });

  it('logs a refused call and a failed CSRF check, with the address', async () => {
    const accessContent = { 'x-access-content': await accessContentToken(server.app) };
    await server.app.inject({
      method: 'GET',
      url: API_PATHS.profile,
      remoteAddress: '10.9.0.2',
      headers: accessContent,
    });
    const forged = await server.app.inject({
      method: 'POST',
      url: API_PATHS.otpVerify,
      remoteAddress: '10.9.0.2',
      headers: { ...accessContent, 'x-csrf-token': 'forged' },
      payload: { email: EMAIL, otp: '123456' },
    });

    expect(forged.json()).toMatchObject({ errorCodes: ERROR_CODES.invalidCsrf });
    expect(eventsNamed('denied')).toContainEqual(
      expect.objectContaining({ address: '10.9.0.2', route: API_PATHS.profile }),
    );
    expect(eventsNamed('csrf-failure')).toContainEqual(
      expect.objectContaining({ address: '10.9.0.2', route: API_PATHS.otpVerify }),
    );
    expect(JSON.stringify(lines)).not.toContain('123456');
  });

  it('logs a 429', async () => {
    const accessContent = { 'x-access-content': await accessContentToken(server.app) };
    let status = 0;
    for (let call = 0; call < 50 && status !== 429; call += 1) {
      const response = await server.app.inject({
        method: 'GET',
        url: API_PATHS.status,
        remoteAddress: '10.9.0.3',
        headers: accessContent,
      });
      status = response.statusCode;
    }

    expect(status).toBe(429);
    expect(eventsNamed('rate-limited')).toContainEqual(
      expect.objectContaining({ address: '10.9.0.3' }),
    );
  });

  it("logs an officer's sign-in steps, an action and the sign-out with the officer's id", async () => {
    const officerId = await addOfficer(server.db, OFFICER_EMAIL);
    const { browser } = await signInNewOfficer(server.app, OFFICER_EMAIL, new Date());

    expect(eventsNamed('officer-sign-in').map((line) => line.officerId)).toContain(officerId);

    expect((await browser.call('POST', OFFICER_ACTION_PATH)).statusCode).toBe(204);
    expect(eventsNamed('officer-action')).toEqual([
      expect.objectContaining({ officerId, route: OFFICER_ACTION_PATH }),
    ]);

    expect((await browser.call('POST', OFFICER_API_PATHS.signOut)).statusCode).toBe(204);
    expect(eventsNamed('officer-sign-out')).toEqual([expect.objectContaining({ officerId })]);
    expect(JSON.stringify(lines)).not.toContain(OFFICER_EMAIL);
  });
});
