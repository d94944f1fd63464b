import { ANONYMOUS_SESSION, userSessionSchema } from '@aviation-permits/domain/session';
import { API_PATHS, ERROR_CODES, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/sessions.js';
import { signInByEmail, type SignedInBrowser } from '../../test-support/email-sign-in.js';
import { CHEAP_HUMAN_CHECK } from '../../test-support/human-check-solver.js';
import { PROBE_PATHS } from '../../test-support/probe-routes.js';
import {
  accessContentToken,
  startTestApp,
  type TestAppHandle,
} from '../../test-support/test-app.js';
import { testConfig, TEST_COOKIE_NAMES } from '../../test-support/test-config.js';
import { sessionIdOf } from '../../platform/sessions/session-token.js';

// Server-side sessions (ACC-10 to ACC-16): the status call, logout, a new id at every sign-in, one running
// session per account, and absolute (here 60 min) and idle (here 20 min) expiry answered 401.

const MINUTE = 60_000;
const START = new Date();

let clock = START;
let server: TestAppHandle;
let accessToken: string;

beforeAll(async () => {
  server = await startTestApp({
    config: testConfig({
      SESSION_ABSOLUTE_TTL_MS: String(60 * MINUTE),
      SESSION_IDLE_TTL_MS: String(20 * MINUTE),
    }),
    humanCheck: CHEAP_HUMAN_CHECK,
    now: () => clock,
  });
  accessToken = await accessContentToken(server.app);
});
afterAll(() => server.close());

function later(milliseconds: number): void {
  clock = new Date(clock.getTime() + milliseconds);
}

function status(cookies: Record<string, string> = {}) {
  return server.app.inject({
    method: 'GET',
    url: API_PATHS.status,
    cookies,
    headers: { [REQUEST_HEADERS.accessContent]: accessToken },
  });
}

function sessionOnly(browser: SignedInBrowser) {
  return server.app.inject({
    method: 'GET',
    url: PROBE_PATHS.sessionOnly,
    cookies: browser.cookies,
    headers: { [REQUEST_HEADERS.accessContent]: accessToken },
  });
}

const UNAUTHORIZED = { status: 401, errorCodes: ERROR_CODES.unauthorized };

describe('the status call', () => {
  it('answers an anonymous visitor with the anonymous session, not to be cached', async () => {
    const response = await status();

    expect(response.statusCode).toBe(200);
    expect(userSessionSchema.parse(response.json())).toEqual(ANONYMOUS_SESSION);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a signed-in visitor with the account', async () => {
    const browser = await signInByEmail(server.app, 'status@example.com');

    expect((await status(browser.cookies)).json()).toEqual({
      userSessionValid: true,
      foundMultipleSessions: false,
      status: 'PENDING_REGISTRATION',
      email: 'status@example.com',
      spcpLogin: false,
      fullName: '',
    });
  });

  it('treats an unknown cookie as anonymous', async () => {
    expect((await status({ [TEST_COOKIE_NAMES.session]: 'forged' })).json()).toEqual(
      ANONYMOUS_SESSION,
    );
  });
});

describe('signing in', () => {
  it('keeps only the SHA-256 of the cookie token in the database', async () => {
    const browser = await signInByEmail(server.app, 'hashed@example.com');
    const token = browser.cookies[TEST_COOKIE_NAMES.session] ?? '';

    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(token)));
    expect(stored?.loginKind).toBe('EMAIL');
    expect(JSON.stringify(await server.db.select().from(sessions))).not.toContain(token);
  });

  it('gives a new session id at every sign-in, never the one the browser brought', async () => {
    const first = await signInByEmail(server.app, 'fixation@example.com');
    later(61_000);
    const second = await signInByEmail(server.app, 'fixation@example.com', {
      sessionCookie: first.cookies[TEST_COOKIE_NAMES.session],
    });
    later(61_000);
    const planted = 'attacker-chosen-value';
    const third = await signInByEmail(server.app, 'fixation@example.com', {
      sessionCookie: planted,
    });

    expect(second.cookies[TEST_COOKIE_NAMES.session]).not.toBe(
      first.cookies[TEST_COOKIE_NAMES.session],
    );
    expect(third.cookies[TEST_COOKIE_NAMES.session]).not.toBe(planted);
    expect((await status({ [TEST_COOKIE_NAMES.session]: planted })).json()).toEqual(
      ANONYMOUS_SESSION,
    );
  });

  it('ends the older session of the account: its status reports multiple sessions once', async () => {
    const older = await signInByEmail(server.app, 'twice@example.com', {
      remoteAddress: '10.4.0.1',
    });
    later(61_000);
    const newer = await signInByEmail(server.app, 'twice@example.com', {
      remoteAddress: '10.4.0.2',
    });

    const olderStatus = await status(older.cookies);
    expect(olderStatus.json()).toEqual({ ...ANONYMOUS_SESSION, foundMultipleSessions: true });
    const cleared = olderStatus.cookies.find(({ name }) => name === TEST_COOKIE_NAMES.session);
    expect(cleared?.value).toBe('');
    expect((await sessionOnly(older)).json()).toEqual(UNAUTHORIZED);
    expect((await status(newer.cookies)).json()).toMatchObject({ userSessionValid: true });
  });
});

describe('a route that requires a session', () => {
  it('answers 401 without a session and serves a running one', async () => {
    const anonymous = await server.app.inject({
      method: 'GET',
      url: PROBE_PATHS.sessionOnly,
      headers: { [REQUEST_HEADERS.accessContent]: accessToken },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(UNAUTHORIZED);

    const browser = await signInByEmail(server.app, 'served@example.com');
    expect((await sessionOnly(browser)).statusCode).toBe(200);
  });

  it('answers 401 after 20 idle minutes, not before', async () => {
    const idle = await signInByEmail(server.app, 'idle@example.com');
    const active = await signInByEmail(server.app, 'active@example.com');

    later(19 * MINUTE);
    expect((await sessionOnly(active)).statusCode).toBe(200);
    later(2 * MINUTE);
    expect((await sessionOnly(idle)).json()).toEqual(UNAUTHORIZED);
    expect((await sessionOnly(active)).statusCode).toBe(200);
    expect((await status(idle.cookies)).json()).toEqual(ANONYMOUS_SESSION);
  });

  it('answers 401 after 60 minutes however active the session was', async () => {
    const browser = await signInByEmail(server.app, 'absolute@example.com');
    for (let minute = 15; minute < 60; minute += 15) {
      later(15 * MINUTE);
      expect((await sessionOnly(browser)).statusCode).toBe(200);
    }
    later(15 * MINUTE);
    expect((await sessionOnly(browser)).json()).toEqual(UNAUTHORIZED);
  });
});

describe('Continue Session (keep-alive)', () => {
  function keepAlive(browser: SignedInBrowser) {
    return server.app.inject({
      method: 'GET',
      url: API_PATHS.sessionKeepAlive,
      cookies: browser.cookies,
      headers: { [REQUEST_HEADERS.accessContent]: accessToken },
    });
  }

  it('keeps a running session alive past the idle limit it would otherwise reach', async () => {
    const browser = await signInByEmail(server.app, 'continuing@example.com');
    later(15 * MINUTE);
    expect((await keepAlive(browser)).statusCode).toBe(204);
    later(15 * MINUTE);
    expect((await sessionOnly(browser)).statusCode).toBe(200);
  });

  it('answers 401 once the session has ended, so the client runs its session-expiry flow', async () => {
    const browser = await signInByEmail(server.app, 'too-late@example.com');
    later(21 * MINUTE);
    expect((await keepAlive(browser)).json()).toEqual(UNAUTHORIZED);
  });
});

describe('logout', () => {
  it('ends the session, clears the cookie and answers 204', async () => {
    const browser = await signInByEmail(server.app, 'leaving@example.com');
    const response = await server.app.inject({
      method: 'GET',
      url: API_PATHS.logout,
      cookies: browser.cookies,
      headers: { [REQUEST_HEADERS.accessContent]: accessToken },
    });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.cookies.find(({ name }) => name === TEST_COOKIE_NAMES.session)?.value).toBe('');
    expect((await status(browser.cookies)).json()).toEqual(ANONYMOUS_SESSION);
    expect((await sessionOnly(browser)).json()).toEqual(UNAUTHORIZED);
  });

  it('answers 204 for an anonymous visitor too', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: API_PATHS.logout,
      headers: { [REQUEST_HEADERS.accessContent]: accessToken },
    });
    expect(response.statusCode).toBe(204);
  });
});
