import { API_PATHS, ERROR_CODES, SERVICE_BASE_PATHS } from '@aviation-permits/domain/http';
import { OFFICER_API_PATHS } from '@aviation-permits/domain/officer';
import { userSessionSchema } from '@aviation-permits/domain/session';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { officerSessions, officers } from '../db/schema/officers.js';
import { operationsOf, type OpenApiDocument } from '../test-support/fuzz/openapi-operations.js';
import { CHEAP_HUMAN_CHECK } from '../test-support/human-check-solver.js';
import {
  addOfficer,
  OFFICER_COOKIE,
  OfficerBrowser,
  signInNewOfficer,
} from '../test-support/officer-browser.js';
import { PROBE_PATHS } from '../test-support/probe-routes.js';
import { routeTable } from '../test-support/route-table.js';
import { signIn } from '../test-support/signed-in-client.js';
import { startTestApp } from '../test-support/test-app.js';

// OFF-5 to OFF-7: the officer session is a kind of its own. Every officer route, taken from the
// app's own route table so that a new one cannot be missed, answers 401 without a session and 403
// to an applicant's session unless it is one of the sign-in's open calls; an officer who has not set
// up the authenticator reaches only the set-up; supervisors' routes refuse other officers; an
// officer session never counts as an applicant's; a disabled officer is signed out at the next
// request; sessions end after 15 minutes idle and 8 hours in all; the CSRF token is bound to it.

const MINUTE = 60_000;
/** Real time: altcha-lib checks challenge expiry against the system clock too. */
let clock = new Date();
const server = await startTestApp({
  humanCheck: CHEAP_HUMAN_CHECK,
  now: () => clock,
  // Every officer route is called several times from one address within one minute of the clock:
  // the service pipeline's limit (300 a minute) would refuse the table's last calls.
  rateLimit: { max: 10_000, timeWindowMs: 60_000 },
});
afterAll(() => server.close());

function later(milliseconds: number): void {
  clock = new Date(clock.getTime() + milliseconds);
}

const OFFICER_PREFIX = `${SERVICE_BASE_PATHS.officer}/`;
const call = (method: string, path: string) => `${method} ${path}`;

/** The officer calls open to anyone: the sign-in's first step, and signing out. */
const OPEN_TO_ANYONE = [
  call('POST', OFFICER_API_PATHS.signInCode),
  call('POST', OFFICER_API_PATHS.signInCodeVerify),
  call('POST', OFFICER_API_PATHS.signOut),
];

/** What an officer past the e-mail code may call at each stage, besides the open ones (OFF-3). */
const OPEN_AT_STAGE = {
  enrolment: [
    call('POST', OFFICER_API_PATHS.enrolment),
    call('POST', OFFICER_API_PATHS.enrolmentConfirm),
    call('GET', OFFICER_API_PATHS.session),
  ],
  'second-factor': [
    call('POST', OFFICER_API_PATHS.signInTotp),
    call('POST', OFFICER_API_PATHS.signInRecoveryCode),
    call('GET', OFFICER_API_PATHS.session),
  ],
};

const SUPERVISORS_ONLY = [
  call('GET', OFFICER_API_PATHS.audit),
  call('GET', OFFICER_API_PATHS.officers),
];

const officerRoutes = routeTable(server.app)
  .filter(({ method, path }) => path.startsWith(OFFICER_PREFIX) && method !== 'HEAD')
  .map(({ method, path }) => call(method, path));
const guarded = officerRoutes.filter((route) => !OPEN_TO_ANYONE.includes(route));

function split(route: string): ['GET' | 'POST', string] {
  const [method, path = ''] = route.split(' ');
  return [method === 'GET' ? 'GET' : 'POST', path];
}

describe('the officer routes (OFF-5)', () => {
  it('are all in the API document, and the open ones are the sign-in and sign-out calls', () => {
    const documented = operationsOf(server.app.swagger() as unknown as OpenApiDocument)
      .filter(({ path }) => path.startsWith(OFFICER_PREFIX))
      // The document writes a path parameter as {id}, Fastify's route table as :id.
      .map(({ method, path }) => call(method, path.replace(/\{(\w+)\}/g, ':$1')));

    expect(officerRoutes.length).toBeGreaterThanOrEqual(9);
    expect(documented.sort()).toEqual([...officerRoutes].sort());
    expect(officerRoutes).toEqual(expect.arrayContaining(OPEN_TO_ANYONE));
  });

  it.each(guarded)('%s answers 401 without a session', async (route) => {
    const browser = await OfficerBrowser.open(server.app);
    const response = await browser.call(...split(route));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, errorCodes: ERROR_CODES.unauthorized });
  });

  it.each(guarded)("%s answers 403 FORBIDDEN to an applicant's session", async (route) => {
    const applicant = await signIn(
      server.app,
      server.db,
      { email: 'applicant@example.com' },
      {
        approved: true,
      },
    );
    const [method, url] = split(route);
    const response = await applicant.request({ method, url });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, errorCodes: ERROR_CODES.forbidden });
  });

  it.each(guarded.filter((route) => !OPEN_AT_STAGE.enrolment.includes(route)))(
    '%s answers 403 to an officer who has not set up the authenticator (OFF-3)',
    async (route) => {
      const email = `not.enrolled.${guarded.indexOf(route)}@caa.example`;
      await addOfficer(server.db, email);
      const browser = await OfficerBrowser.open(server.app);
      await browser.passEmailCode(email);

      const response = await browser.call(...split(route));

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, errorCodes: ERROR_CODES.forbidden });
    },
  );

  it.each(guarded.filter((route) => !OPEN_AT_STAGE['second-factor'].includes(route)))(
    '%s answers 403 to an enrolled officer before the second factor (OFF-3)',
    async (route) => {
      const email = `before.second.factor.${guarded.indexOf(route)}@caa.example`;
      await addOfficer(server.db, email);
      const { browser: enrolled } = await signInNewOfficer(server.app, email, clock);
      await enrolled.call('POST', OFFICER_API_PATHS.signOut);
      const browser = await OfficerBrowser.open(server.app);
      await browser.passEmailCode(email);

      const response = await browser.call(...split(route));

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, errorCodes: ERROR_CODES.forbidden });
    },
  );

  it("answers an officer the supervisors' routes 403, and a supervisor 200 (OFF-7)", async () => {
    await addOfficer(server.db, 'plain.officer@caa.example', 'officer');
    await addOfficer(server.db, 'the.supervisor@caa.example', 'supervisor');
    const { browser: officer } = await signInNewOfficer(
      server.app,
      'plain.officer@caa.example',
      clock,
    );
    const { browser: supervisor } = await signInNewOfficer(
      server.app,
      'the.supervisor@caa.example',
      clock,
    );

    for (const route of SUPERVISORS_ONLY) {
      expect((await officer.call(...split(route))).statusCode).toBe(403);
      expect((await supervisor.call(...split(route))).statusCode).toBe(200);
    }
  });
});

describe('an officer session', () => {
  it("never counts as an applicant's: the applicant routes answer 401 to the officer cookie alone", async () => {
    await addOfficer(server.db, 'officer.only@caa.example');
    const { browser } = await signInNewOfficer(server.app, 'officer.only@caa.example', clock);

    for (const url of [
      API_PATHS.sessionKeepAlive,
      PROBE_PATHS.sessionOnly,
      PROBE_PATHS.activeOnly,
    ]) {
      const response = await browser.call('GET', url);
      expect(response.statusCode).toBe(401);
    }
    const status = await browser.call('GET', API_PATHS.status);
    expect(userSessionSchema.parse(status.json()).userSessionValid).toBe(false);
  });

  it('ends at the next request once its officer is disabled (OFF-6)', async () => {
    const email = 'to.be.disabled@caa.example';
    const officerId = await addOfficer(server.db, email);
    const { browser } = await signInNewOfficer(server.app, email, clock);
    expect((await browser.call('GET', OFFICER_API_PATHS.session)).statusCode).toBe(200);

    await server.db.update(officers).set({ status: 'disabled' }).where(eq(officers.id, officerId));
    const afterDisabling = await browser.call('GET', OFFICER_API_PATHS.session);
    await server.db.update(officers).set({ status: 'active' }).where(eq(officers.id, officerId));
    const afterEnabling = await browser.call('GET', OFFICER_API_PATHS.session);

    expect(afterDisabling.statusCode).toBe(401);
    // Ended for good: enabling the officer again does not bring the session back.
    expect(afterEnabling.statusCode).toBe(401);
    const sessions = await server.db
      .select({ endReason: officerSessions.endReason })
      .from(officerSessions)
      .where(eq(officerSessions.officerId, officerId));
    expect(sessions.map(({ endReason }) => endReason)).toContain('DISABLED');
  });

  it('ends after 15 minutes without a request (OFFICER_SESSION_IDLE_TTL_MS)', async () => {
    await addOfficer(server.db, 'idle@caa.example');
    const { browser } = await signInNewOfficer(server.app, 'idle@caa.example', clock);

    later(14 * MINUTE);
    expect((await browser.call('GET', OFFICER_API_PATHS.session)).statusCode).toBe(200);
    later(15 * MINUTE + 1);
    expect((await browser.call('GET', OFFICER_API_PATHS.session)).statusCode).toBe(401);
  });

  it('ends 8 hours after the e-mail code, however active (OFFICER_SESSION_ABSOLUTE_TTL_MS)', async () => {
    await addOfficer(server.db, 'busy@caa.example');
    const { browser } = await signInNewOfficer(server.app, 'busy@caa.example', clock);

    for (let elapsed = 10; elapsed < 8 * 60; elapsed += 10) {
      later(10 * MINUTE);
      expect((await browser.call('GET', OFFICER_API_PATHS.session)).statusCode).toBe(200);
    }
    later(10 * MINUTE);
    expect((await browser.call('GET', OFFICER_API_PATHS.session)).statusCode).toBe(401);
  });

  it('binds the CSRF token: one fetched without the officer session fails with it (SEC-4)', async () => {
    await addOfficer(server.db, 'csrf@caa.example');
    const { browser } = await signInNewOfficer(server.app, 'csrf@caa.example', clock);
    const { [OFFICER_COOKIE]: officerToken = '', ...otherCookies } = browser.cookies;
    const signedOut = await OfficerBrowser.open(server.app, { cookies: otherCookies });

    const response = await server.app.inject({
      method: 'POST',
      url: OFFICER_API_PATHS.signOut,
      cookies: { ...signedOut.cookies, [OFFICER_COOKIE]: officerToken },
      headers: signedOut.headers,
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCodes: ERROR_CODES.invalidCsrf });
    expect((await browser.call('GET', OFFICER_API_PATHS.session)).statusCode).toBe(200);
  });
});
