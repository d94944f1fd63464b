import { API_PATHS, DEV_MAILBOX_PATHS, mailboxSchema } from '@aviation-permits/domain/http';
import { OTP_RULES } from '@aviation-permits/domain/auth';
import { userSessionSchema, type UserSession } from '@aviation-permits/domain/session';
import type { LightMyRequestResponse } from 'fastify';
import { solvedHumanCheck } from './human-check-solver.js';
import {
  accessContentToken,
  csrfCredentials,
  type CsrfCredentials,
  type TestApp,
} from './test-app.js';
import { TEST_COOKIE_NAMES } from './test-config.js';
import type { PortalCookieNames } from '../platform/sessions/portal-cookies.js';

// The real e-mail code flow, as a browser goes through it: the sign-in page asking for and answering
// codes (for the OTP suites), and a whole sign-in for tests of routes that need a session. The app
// must use CHEAP_HUMAN_CHECK (human-check-solver.ts).

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

/**
 * A signed-out browser at the sign-in page: it holds the page's access-content token and CSRF
 * credentials, and asks for and answers one-time codes from whichever client address it is given.
 */
export interface SignInPage {
  accessToken: string;
  credentials: CsrfCredentials;
  /** POST otp/request with a freshly solved human check, as the page's worker sends it. */
  requestCode(email: string, remoteAddress: string): Promise<LightMyRequestResponse>;
  verifyCode(email: string, otp: string, remoteAddress: string): Promise<LightMyRequestResponse>;
}

/** Opens the sign-in page with the cookies the browser brings (none, or a session it holds). */
export async function openSignInPage(
  app: TestApp,
  brought: Record<string, string> = {},
): Promise<SignInPage> {
  const accessToken = await accessContentToken(app);
  // Asked for with the cookies the browser brings: the token is bound to its session, if any.
  const credentials = await csrfCredentials(app, accessToken, brought);
  const { cookies, headers } = credentials;
  return {
    accessToken,
    credentials,
    async requestCode(email, remoteAddress) {
      return app.inject({
        method: 'POST',
        url: API_PATHS.otpRequest,
        remoteAddress,
        cookies,
        headers: { ...headers, ...(await solvedHumanCheck(app, accessToken)) },
        payload: { email },
      });
    },
    verifyCode(email, otp, remoteAddress) {
      return app.inject({
        method: 'POST',
        url: API_PATHS.otpVerify,
        remoteAddress,
        cookies,
        headers,
        payload: { email, otp },
      });
    },
  };
}

/** A 6-digit code that is not `code` (a different one for each `offset`). */
export function wrongCodeFor(code: string, offset = 1): string {
  return String((Number(code) + offset) % 10 ** OTP_RULES.length).padStart(OTP_RULES.length, '0');
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
  const page = await openSignInPage(
    app,
    brought === undefined ? {} : { [cookieNames.session]: brought },
  );
  const requested = await page.requestCode(email, remoteAddress);
  if (requested.statusCode !== 202) throw new Error(`OTP request failed: ${requested.body}`);
  const verified = await page.verifyCode(email, await latestCodeFor(app, email), remoteAddress);
  const sessionCookie = verified.cookies.find(({ name }) => name === cookieNames.session);
  if (verified.statusCode !== 200 || !sessionCookie) {
    throw new Error(`OTP verification failed: ${verified.body}`);
  }
  // The signed-out token is void in the new session (SEC-4): ask for one within it.
  const signedIn = await csrfCredentials(app, page.accessToken, {
    ...page.credentials.cookies,
    [cookieNames.session]: sessionCookie.value,
  });
  return {
    cookies: signedIn.cookies,
    headers: signedIn.headers,
    session: userSessionSchema.parse(verified.json()),
  };
}
