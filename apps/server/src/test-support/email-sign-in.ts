import {
  API_PATHS,
  DEV_MAILBOX_PATHS,
  mailboxSchema,
  userSessionSchema,
  type UserSession,
} from '@aviation-permits/domain';
import { solvedHumanCheck } from './human-check-solver.js';
import { accessContentToken, csrfCredentials, type TestApp } from './test-app.js';
import { TEST_COOKIE_NAMES } from './test-config.js';
import type { PortalCookieNames } from '../platform/sessions/portal-cookies.js';

// Signs in through the real e-mail code flow, as a browser would: for tests of routes that need a
// session. The app must use CHEAP_HUMAN_CHECK (human-check-solver.ts).

export interface SignedInBrowser {
  /** Cookies to send (CSRF secret and session). */
  cookies: Record<string, string>;
  /** Access-content and CSRF headers for service calls. */
  headers: Record<string, string>;
  session: UserSession;
}

/** The newest code e-mailed to the address, read from the development outbox. */
export async function latestCodeFor(app: TestApp, email: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: DEV_MAILBOX_PATHS.json });
  const message = mailboxSchema.parse(response.json()).find(({ to }) => to === email);
  const code = message?.text.match(/^\d{6}$/m)?.[0];
  if (code === undefined) throw new Error(`No one-time code was e-mailed to ${email}`);
  return code;
}

export interface SignInOptions {
  remoteAddress?: string;
  /** A session cookie the browser already holds (a session fixation attempt, or a stale one). */
  sessionCookie?: string;
  /** The app's cookie names, when it runs in another mode than the test configuration's. */
  cookieNames?: PortalCookieNames;
}

export async function signInByEmail(
  app: TestApp,
  email: string,
  {
    remoteAddress = '127.0.0.1',
    sessionCookie: brought,
    cookieNames = TEST_COOKIE_NAMES,
  }: SignInOptions = {},
): Promise<SignedInBrowser> {
  const accessToken = await accessContentToken(app);
  // Asked for with the cookie the browser brings: the token is bound to its session, if any.
  const csrf = await csrfCredentials(
    app,
    accessToken,
    brought === undefined ? {} : { [cookieNames.session]: brought },
  );
  const { headers, cookies } = csrf;
  const requested = await app.inject({
    method: 'POST',
    url: API_PATHS.otpRequest,
    remoteAddress,
    cookies,
    headers: { ...headers, ...(await solvedHumanCheck(app, accessToken)) },
    payload: { email },
  });
  if (requested.statusCode !== 202) throw new Error(`OTP request failed: ${requested.body}`);
  const verified = await app.inject({
    method: 'POST',
    url: API_PATHS.otpVerify,
    remoteAddress,
    cookies,
    headers,
    payload: { email, otp: await latestCodeFor(app, email) },
  });
  const sessionCookie = verified.cookies.find(({ name }) => name === cookieNames.session);
  if (verified.statusCode !== 200 || !sessionCookie) {
    throw new Error(`OTP verification failed: ${verified.body}`);
  }
  // The signed-out token is void in the new session (SEC-4): ask for one within it.
  const signedIn = await csrfCredentials(app, accessToken, {
    ...cookies,
    [cookieNames.session]: sessionCookie.value,
  });
  return {
    cookies: signedIn.cookies,
    headers: signedIn.headers,
    session: userSessionSchema.parse(verified.json()),
  };
}
