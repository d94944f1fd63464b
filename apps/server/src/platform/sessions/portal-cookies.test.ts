import { API_PATHS, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInByEmail } from '../../test-support/email-sign-in.js';
import { CHEAP_HUMAN_CHECK } from '../../test-support/human-check-solver.js';
import {
  accessContentToken,
  startTestApp,
  type TestAppHandle,
} from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';
import { portalCookieNames, usesSecureCookies } from './portal-cookies.js';

// SEC-3: outside plain-HTTP development the session and CSRF cookies carry the `__Host-` prefix,
// so browsers take them only Secure, for Path=/ and without a Domain; one decision names both.

describe('portalCookieNames', () => {
  it.each([
    ['development', { session: 'portal-session', csrfSecret: 'csrf-secret' }],
    ['test', { session: '__Host-portal-session', csrfSecret: '__Host-csrf-secret' }],
    ['production', { session: '__Host-portal-session', csrfSecret: '__Host-csrf-secret' }],
  ] as const)('in %s names the cookies %o', (environment, expected) => {
    expect(portalCookieNames(usesSecureCookies(environment))).toEqual(expected);
  });
});

describe.each([
  ['test', '__Host-portal-session', '__Host-csrf-secret', true],
  ['development', 'portal-session', 'csrf-secret', false],
] as const)('the cookies a %s server sets', (environment, sessionName, csrfName, secure) => {
  let server: TestAppHandle;

  beforeAll(async () => {
    server = await startTestApp({
      config: testConfig({ NODE_ENV: environment }),
      humanCheck: CHEAP_HUMAN_CHECK,
    });
  });
  afterAll(() => server.close());

  it(`are ${sessionName} and ${csrfName}, Secure: ${secure}, Path=/, no Domain`, async () => {
    const accessToken = await accessContentToken(server.app);
    const csrf = await server.app.inject({
      method: 'GET',
      url: API_PATHS.csrfToken,
      headers: { [REQUEST_HEADERS.accessContent]: accessToken },
    });
    const browser = await signInByEmail(server.app, `cookies-${environment}@example.com`, {
      cookieNames: { session: sessionName, csrfSecret: csrfName },
    });

    for (const cookie of csrf.cookies) {
      expect(cookie).toMatchObject({ name: csrfName, path: '/' });
      expect(Boolean(cookie.secure)).toBe(secure);
      expect(cookie).not.toHaveProperty('domain');
    }
    expect(Object.keys(browser.cookies).sort()).toEqual([csrfName, sessionName].sort());
    // Cleared with the options it was set with: the attributes the browser holds it under.
    const logout = await server.app.inject({
      method: 'GET',
      url: API_PATHS.logout,
      cookies: browser.cookies,
      headers: browser.headers,
    });
    const [session] = logout.cookies;
    expect(session).toMatchObject({ name: sessionName, path: '/', httpOnly: true });
    expect(Boolean(session?.secure)).toBe(secure);
    expect(session).not.toHaveProperty('domain');
  });
});
