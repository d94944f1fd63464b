import { API_PATHS, ERROR_CODES, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByEmail } from '../test-support/email-sign-in.js';
import { CHEAP_HUMAN_CHECK } from '../test-support/human-check-solver.js';
import { PROBE_PATHS } from '../test-support/probe-routes.js';
import {
  accessContentToken,
  csrfCredentials,
  startTestApp,
  type CsrfCredentials,
  type TestAppHandle,
} from '../test-support/test-app.js';
import { testConfig, TEST_COOKIE_NAMES } from '../test-support/test-config.js';

// SEC-4: every state-changing service call needs the token from GET /login-service/csrf-token,
// matched against the secret in the cookie that call set and bound to the browser's session, and
// when it names its origin, the portal's own; otherwise 403 INVALID CSRF TOKEN.

const VALID_BODY = { applicant: { name: 'Tan Ah Kow' }, units: 1 };

let server: TestAppHandle;
let accessToken: string;
let credentials: CsrfCredentials;

beforeAll(async () => {
  server = await startTestApp({ humanCheck: CHEAP_HUMAN_CHECK });
  accessToken = await accessContentToken(server.app);
  credentials = await csrfCredentials(server.app, accessToken);
});
afterAll(() => server.close());

function postEcho(
  cookies: Record<string, string>,
  csrfToken: string | undefined,
  extraHeaders: Record<string, string> = {},
) {
  return server.app.inject({
    method: 'POST',
    url: PROBE_PATHS.echo,
    cookies,
    headers: {
      ...extraHeaders,
      [REQUEST_HEADERS.accessContent]: accessToken,
      ...(csrfToken === undefined ? {} : { [REQUEST_HEADERS.csrfToken]: csrfToken }),
    },
    payload: VALID_BODY,
  });
}

const INVALID_CSRF = { status: 403, errorCodes: ERROR_CODES.invalidCsrf };

describe('CSRF protection', () => {
  it('hands out a token and sets its secret in an HttpOnly, SameSite=Strict cookie', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: API_PATHS.csrfToken,
      headers: { [REQUEST_HEADERS.accessContent]: accessToken },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ csrfToken: expect.any(String) });
    expect(response.cookies).toEqual([
      expect.objectContaining({ httpOnly: true, sameSite: 'Strict', path: '/' }),
    ]);
  });

  it('names the secret cookie __Host-, Secure, for the whole site and no other host (SEC-3)', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: API_PATHS.csrfToken,
      headers: { [REQUEST_HEADERS.accessContent]: accessToken },
    });
    const [cookie] = response.cookies;

    expect(cookie).toMatchObject({ name: '__Host-csrf-secret', secure: true, path: '/' });
    expect(cookie).not.toHaveProperty('domain');
  });

  it('lets a state-changing call with the token and its cookie through', async () => {
    const response = await postEcho(
      credentials.cookies,
      credentials.headers[REQUEST_HEADERS.csrfToken],
    );

    expect(response.statusCode).toBe(200);
  });

  it('keeps one token valid for later calls (the client caches it)', async () => {
    const token = credentials.headers[REQUEST_HEADERS.csrfToken];
    expect((await postEcho(credentials.cookies, token)).statusCode).toBe(200);
    expect((await postEcho(credentials.cookies, token)).statusCode).toBe(200);
  });

  it.each([
    ['no token', () => [credentials.cookies, undefined] as const],
    ['a made-up token', () => [credentials.cookies, 'made-up-token'] as const],
    [
      'the token but no cookie',
      () => [{}, credentials.headers[REQUEST_HEADERS.csrfToken]] as const,
    ],
    [
      'a forged cookie',
      () =>
        [
          { [TEST_COOKIE_NAMES.csrfSecret]: 'forged' },
          credentials.headers[REQUEST_HEADERS.csrfToken],
        ] as const,
    ],
  ])('refuses a state-changing call with %s: 403 INVALID CSRF TOKEN', async (_case, arrange) => {
    const [cookies, token] = arrange();
    const response = await postEcho(cookies, token);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, errorCodes: ERROR_CODES.invalidCsrf });
  });

  it("refuses another browser's token", async () => {
    const other = await csrfCredentials(server.app, accessToken);
    const response = await postEcho(credentials.cookies, other.headers[REQUEST_HEADERS.csrfToken]);

    // The other browser got its own secret, so its token does not match this cookie.
    expect(other.cookies[TEST_COOKIE_NAMES.csrfSecret]).not.toBe(
      credentials.cookies[TEST_COOKIE_NAMES.csrfSecret],
    );
    expect(response.statusCode).toBe(403);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('is required for %s as well', async (method) => {
    const response = await server.app.inject({
      method,
      url: PROBE_PATHS.echo,
      headers: { [REQUEST_HEADERS.accessContent]: accessToken },
    });

    expect(response.json()).toMatchObject({ errorCodes: ERROR_CODES.invalidCsrf });
  });

  it('is not needed for reading calls', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: API_PATHS.status,
      headers: { [REQUEST_HEADERS.accessContent]: accessToken },
    });

    expect(response.statusCode).toBe(200);
  });
});

describe('the token is bound to the session (SEC-4)', () => {
  it('refuses the signed-out token once the browser has signed in, and takes a fresh one', async () => {
    const signedOut = await csrfCredentials(server.app, accessToken);
    const browser = await signInByEmail(server.app, 'bound@example.com');
    const cookies = { ...browser.cookies, ...signedOut.cookies };

    const stale = await postEcho(cookies, signedOut.headers[REQUEST_HEADERS.csrfToken]);
    const fresh = await csrfCredentials(server.app, accessToken, cookies);
    const retried = await postEcho(cookies, fresh.headers[REQUEST_HEADERS.csrfToken]);

    expect(stale.json()).toEqual(INVALID_CSRF);
    expect(retried.statusCode).toBe(200);
  });

  it("refuses a token minted in another person's session, even with the same secret cookie", async () => {
    const first = await signInByEmail(server.app, 'first-person@example.com');
    const second = await signInByEmail(server.app, 'second-person@example.com');
    const firstToken = first.headers[REQUEST_HEADERS.csrfToken];
    const secondWithFirstSecret = {
      ...second.cookies,
      [TEST_COOKIE_NAMES.csrfSecret]: first.cookies[TEST_COOKIE_NAMES.csrfSecret] ?? '',
    };

    expect((await postEcho(first.cookies, firstToken)).statusCode).toBe(200);
    expect((await postEcho(secondWithFirstSecret, firstToken)).json()).toEqual(INVALID_CSRF);
  });

  it("refuses a session's token after the sign-out", async () => {
    const browser = await signInByEmail(server.app, 'signs-out@example.com');
    await server.app.inject({
      method: 'GET',
      url: API_PATHS.logout,
      cookies: browser.cookies,
      headers: browser.headers,
    });
    const { [TEST_COOKIE_NAMES.session]: _ended, ...signedOutCookies } = browser.cookies;

    const response = await postEcho(signedOutCookies, browser.headers[REQUEST_HEADERS.csrfToken]);

    expect(response.json()).toEqual(INVALID_CSRF);
  });
});

describe('the origin of a state-changing call (SEC-4)', () => {
  // app.inject sends Host: localhost:80, the portal's own host when PUBLIC_BASE_URL is not set.
  const validToken = () => credentials.headers[REQUEST_HEADERS.csrfToken];

  it.each([
    ['Origin of the portal', { origin: 'http://localhost' }],
    ['Origin of the portal with its port', { origin: 'http://localhost:80' }],
    ['Referer on the portal, no Origin', { referer: 'http://localhost/profile?tab=1' }],
    ['neither (a non-browser client)', {}],
  ])('lets a call with %s through on its token', async (_case, headers) => {
    expect((await postEcho(credentials.cookies, validToken(), headers)).statusCode).toBe(200);
  });

  it.each([
    ['Origin of another site', { origin: 'https://attacker.example' }],
    ['Origin of the same host on another port', { origin: 'http://localhost:8080' }],
    ['Origin null (a sandboxed frame)', { origin: 'null' }],
    ['Referer of another site, no Origin', { referer: 'https://attacker.example/page' }],
    [
      'an Origin of another site and a Referer of the portal',
      { origin: 'https://attacker.example', referer: 'http://localhost/profile' },
    ],
  ])('refuses a call with %s, even with a valid token', async (_case, headers) => {
    const response = await postEcho(credentials.cookies, validToken(), headers);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(INVALID_CSRF);
  });

  it('lets reading calls name any origin (they change nothing)', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: API_PATHS.status,
      headers: { [REQUEST_HEADERS.accessContent]: accessToken, origin: 'https://attacker.example' },
    });

    expect(response.statusCode).toBe(200);
  });

  describe('with PUBLIC_BASE_URL set', () => {
    let portal: TestAppHandle;
    let portalCredentials: CsrfCredentials;

    beforeAll(async () => {
      portal = await startTestApp({
        config: testConfig({ PUBLIC_BASE_URL: 'https://permits.example.gov.sg/' }),
      });
      portalCredentials = await csrfCredentials(portal.app, await accessContentToken(portal.app));
    });
    afterAll(() => portal.close());

    it.each([
      ['its origin', 'https://permits.example.gov.sg', 200],
      ['the request host instead', 'http://localhost', 403],
      ['its host over plain HTTP', 'http://permits.example.gov.sg', 403],
    ])('judges the Origin against it: %s answers %i', async (_case, origin, expected) => {
      const response = await portal.app.inject({
        method: 'POST',
        url: PROBE_PATHS.echo,
        cookies: portalCredentials.cookies,
        headers: { ...portalCredentials.headers, origin },
        payload: VALID_BODY,
      });

      expect(response.statusCode).toBe(expected);
    });
  });
});
