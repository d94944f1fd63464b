import { ERROR_CODES } from '@aviation-permits/domain/http';
import {
  OFFICER_API_PATHS,
  OFFICER_SIGN_IN_RULES,
  enrolmentCompletedSchema,
  totpEnrolmentSchema,
  type OfficerRole,
} from '@aviation-permits/domain/officer';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../db/database.js';
import { createOfficerAuditRepository } from '../modules/officer/officer-audit.repository.js';
import { runOfficerCommand } from '../modules/officer/officer-commands.js';
import { createOfficerRepository } from '../modules/officer/officer.repository.js';
import { createOfficerSessionRepository } from '../platform/officer-sessions/officer-session.repository.js';
import { officerSessionCookieName } from '../platform/officer-sessions/officer-cookie.js';
import { newClientAddress } from './client-address.js';
import { latestCodeFor } from './email-sign-in.js';
import { solvedHumanCheck } from './human-check-solver.js';
import { accessContentToken, csrfCredentials, type TestApp } from './test-app.js';
import { TEST_COOKIE_NAMES } from './test-config.js';

// An officer's browser calling the officer service in process, as the officer console will: the
// access-content token, the CSRF cookie and token (fetched again whenever its officer session
// changes, since the token is bound to it), the officer-session cookie, from a client address of
// its own. And an authenticator app for the TOTP codes. The app must use CHEAP_HUMAN_CHECK.

/** The officer cookie's name in a test app (NODE_ENV=test: Secure cookies, `__Host-`). */
export const OFFICER_COOKIE = officerSessionCookieName(true);

/** The code an authenticator app holding `secret` (base32) shows at `at`. */
export function authenticatorCode(secret: string, at: Date): string {
  const totp = new TOTP({
    secret: Secret.fromBase32(secret),
    digits: OFFICER_SIGN_IN_RULES.totpDigits,
    period: OFFICER_SIGN_IN_RULES.totpPeriodSeconds,
  });
  return totp.generate({ timestamp: at.getTime() });
}

/** The next step's time: a new TOTP code (each code signs in once). */
export function nextTotpStep(at: Date): Date {
  return new Date(at.getTime() + OFFICER_SIGN_IN_RULES.totpPeriodSeconds * 1000);
}

/** Adds an officer as `npm run officers -- add` does (actor cli:test). */
export async function addOfficer(
  db: Database,
  email: string,
  role: OfficerRole = 'officer',
  displayName = '',
): Promise<string> {
  const { officers } = await runOfficerCommand(
    {
      db,
      officers: createOfficerRepository(db),
      audit: createOfficerAuditRepository(db),
      officerSessions: createOfficerSessionRepository(db),
      now: () => new Date(),
    },
    { command: 'add', email, role, displayName, actor: 'cli:test' },
  );
  const [officer] = officers;
  if (officer === undefined) throw new Error('The officer was not added');
  return officer.id;
}

export class OfficerBrowser {
  readonly cookies: Record<string, string> = {};
  /** The access-content and CSRF headers its calls carry. */
  headers: Record<string, string> = {};
  private accessToken = '';

  private constructor(
    private readonly app: TestApp,
    /** The client address its calls come from. */
    public remoteAddress: string,
  ) {}

  /** A browser at the officer console's sign-in page (no session yet). */
  static async open(
    app: TestApp,
    options: { remoteAddress?: string; cookies?: Record<string, string> } = {},
  ): Promise<OfficerBrowser> {
    const browser = new OfficerBrowser(app, options.remoteAddress ?? newClientAddress());
    Object.assign(browser.cookies, options.cookies);
    await browser.refreshCsrf(await accessContentToken(app));
    return browser;
  }

  /** The same cookies (an officer's session carried) from another client address. */
  async elsewhere(remoteAddress = newClientAddress()): Promise<OfficerBrowser> {
    return OfficerBrowser.open(this.app, { remoteAddress, cookies: { ...this.cookies } });
  }

  get officerToken(): string | undefined {
    return this.cookies[OFFICER_COOKIE];
  }

  get applicantToken(): string | undefined {
    return this.cookies[TEST_COOKIE_NAMES.session];
  }

  /** A CSRF token bound to the sessions the browser now holds, as the web pipeline fetches one. */
  async refreshCsrf(accessToken = this.accessToken): Promise<void> {
    this.accessToken = accessToken;
    const credentials = await csrfCredentials(this.app, accessToken, this.cookies);
    Object.assign(this.cookies, credentials.cookies);
    this.headers = credentials.headers;
  }

  /**
   * One call. Like the web pipeline, it fetches a fresh CSRF token and sends the call again once
   * when the token was refused (403 INVALID CSRF TOKEN: the officer session it was bound to ended).
   */
  async call(
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    extraHeaders: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const response = await this.send(method, url, payload, extraHeaders);
    if (
      response.statusCode !== 403 ||
      response.json<{ errorCodes?: string }>().errorCodes !== ERROR_CODES.invalidCsrf
    ) {
      return response;
    }
    await this.refreshCsrf();
    return this.send(method, url, payload, extraHeaders);
  }

  private async send(
    method: 'GET' | 'POST',
    url: string,
    payload: object | undefined,
    extraHeaders: Record<string, string>,
  ): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.remoteAddress,
      cookies: this.cookies,
      headers: { ...this.headers, ...extraHeaders },
      ...(payload === undefined ? {} : { payload }),
    });
    const officerCookie = response.cookies.find(({ name }) => name === OFFICER_COOKIE);
    if (officerCookie !== undefined) {
      if (officerCookie.value === '') delete this.cookies[OFFICER_COOKIE];
      else this.cookies[OFFICER_COOKIE] = officerCookie.value;
      // The CSRF token is bound to the officer session (SEC-4, OFF-5): ask for one within it.
      await this.refreshCsrf();
    }
    return response;
  }

  async requestCode(email: string): Promise<LightMyRequestResponse> {
    const humanCheck = await solvedHumanCheck(this.app, this.accessToken);
    return this.call('POST', OFFICER_API_PATHS.signInCode, { email }, humanCheck);
  }

  verifyCode(email: string, otp: string): Promise<LightMyRequestResponse> {
    return this.call('POST', OFFICER_API_PATHS.signInCodeVerify, { email, otp });
  }

  /** Step 1: asks for a code and answers it from the development outbox. */
  async passEmailCode(email: string): Promise<LightMyRequestResponse> {
    const requested = await this.requestCode(email);
    if (requested.statusCode !== 202) throw new Error(`Code request failed: ${requested.body}`);
    const verified = await this.verifyCode(email, await latestCodeFor(this.app, email));
    if (verified.statusCode !== 200) throw new Error(`Code check failed: ${verified.body}`);
    return verified;
  }

  /** Step 2 of a first sign-in: sets the app up; answers its secret and the recovery codes. */
  async enrol(at: Date): Promise<{ secret: string; recoveryCodes: string[] }> {
    const started = await this.call('POST', OFFICER_API_PATHS.enrolment);
    if (started.statusCode !== 200) throw new Error(`Enrolment failed: ${started.body}`);
    const secret = totpEnrolmentSchema.parse(started.json()).manualKey.replaceAll(' ', '');
    const confirmed = await this.call('POST', OFFICER_API_PATHS.enrolmentConfirm, {
      code: authenticatorCode(secret, at),
    });
    if (confirmed.statusCode !== 200) throw new Error(`Enrolment failed: ${confirmed.body}`);
    return {
      secret,
      recoveryCodes: enrolmentCompletedSchema.parse(confirmed.json()).recoveryCodes,
    };
  }

  totp(code: string): Promise<LightMyRequestResponse> {
    return this.call('POST', OFFICER_API_PATHS.signInTotp, { code });
  }
}

/** A signed-in officer at `at`, enrolled on this first sign-in. */
export async function signInNewOfficer(
  app: TestApp,
  email: string,
  at: Date,
): Promise<{ browser: OfficerBrowser; secret: string; recoveryCodes: string[] }> {
  const browser = await OfficerBrowser.open(app);
  await browser.passEmailCode(email);
  return { browser, ...(await browser.enrol(at)) };
}
