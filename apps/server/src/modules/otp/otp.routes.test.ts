import {
  API_PATHS,
  DEV_MAILBOX_PATHS,
  ERROR_CODES,
  mailboxSchema,
} from '@aviation-permits/domain/http';
import { OTP_RULES } from '@aviation-permits/domain/auth';
import { REGISTRATION_MESSAGES } from '@aviation-permits/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpChallenges } from '../../db/schema/sessions.js';
import {
  latestCodeFor,
  openSignInPage,
  wrongCodeFor,
  type SignInPage,
} from '../../test-support/email-sign-in.js';
import { newClientAddress as newClient } from '../../test-support/client-address.js';
import { CHEAP_HUMAN_CHECK } from '../../test-support/human-check-solver.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';
import { OTP_MAIL_SUBJECT } from './otp-mail.js';
import { TEST_COOKIE_NAMES } from '../../test-support/test-config.js';

// E-mail one-time codes (ACC-2 to ACC-5): 6 digits valid 30 minutes, stored only as a hash, void after 5
// wrong tries of the client that asked, resend after 60 s, the same answer for known and unknown
// addresses, and a session on success. What other clients can and cannot do to an address:
// otp-lockout.test.ts.

const MINUTE = 60_000;
/** Real time: altcha-lib checks challenge expiry against the system clock too. */
const START = new Date();

let clock = START;
let server: TestAppHandle;
let page: SignInPage;

beforeAll(async () => {
  server = await startTestApp({ humanCheck: CHEAP_HUMAN_CHECK, now: () => clock });
  page = await openSignInPage(server.app);
});
afterAll(() => server.close());

function later(milliseconds: number): void {
  clock = new Date(clock.getTime() + milliseconds);
}

const WRONG_CODE_ANSWER = {
  status: 400,
  errorCodes: ERROR_CODES.validation,
  errors: [{ field: 'otp', errorMessage: REGISTRATION_MESSAGES.otpVerificationFailed }],
};

describe('requesting a code', () => {
  it('answers 202 with the resend delay and validity, and e-mails a 6-digit code', async () => {
    const client = newClient();
    const response = await page.requestCode('Pilot.One@Example.com', client);

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 1800 });
    const mailbox = mailboxSchema.parse(
      (await server.app.inject({ method: 'GET', url: DEV_MAILBOX_PATHS.json })).json(),
    );
    expect(mailbox[0]).toMatchObject({ to: 'pilot.one@example.com', subject: OTP_MAIL_SUBJECT });
    expect(mailbox[0]?.text).toMatch(/^\d{6}$/m);
    expect(mailbox[0]?.text).toContain('valid for 30 minutes');
  });

  it('stores the code only as a hash', async () => {
    const email = 'hash.only@example.com';
    await page.requestCode(email, newClient());
    const code = await latestCodeFor(server.app, email);

    const rows = await server.db.select().from(otpChallenges).where(eq(otpChallenges.email, email));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a known address exactly as an unknown one', async () => {
    const known = 'known.pilot@example.com';
    await page.requestCode(known, newClient());
    expect(
      (await page.verifyCode(known, await latestCodeFor(server.app, known), newClient()))
        .statusCode,
    ).toBe(200);
    later(OTP_RULES.resendAfterSeconds * 1000);

    const forKnown = await page.requestCode(known, newClient());
    const forUnknown = await page.requestCode('never.seen@example.com', newClient());

    expect(forKnown.statusCode).toBe(forUnknown.statusCode);
    expect(forKnown.body).toBe(forUnknown.body);
  });

  it('needs the human check', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: API_PATHS.otpRequest,
      remoteAddress: newClient(),
      cookies: page.credentials.cookies,
      headers: page.credentials.headers,
      payload: { email: 'robot@example.com' },
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCodes: ERROR_CODES.invalidHumanCheck });
  });

  it('refuses a bad address with the form message', async () => {
    const response = await page.requestCode('pilot@', newClient());

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ field: 'email', errorMessage: 'Email Address is invalid' }],
    });
  });

  it('refuses a resend within 60 s, then sends a new code that replaces the old one', async () => {
    const email = 'resend@example.com';
    const client = newClient();
    await page.requestCode(email, client);
    const firstCode = await latestCodeFor(server.app, email);

    later(59_000);
    const tooSoon = await page.requestCode(email, client);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ errorCodes: ERROR_CODES.tooManyRequests });

    later(1_000);
    expect((await page.requestCode(email, client)).statusCode).toBe(202);
    const secondCode = await latestCodeFor(server.app, email);
    if (secondCode !== firstCode) {
      expect((await page.verifyCode(email, firstCode, client)).json()).toEqual(WRONG_CODE_ANSWER);
    }
    expect((await page.verifyCode(email, secondCode, client)).statusCode).toBe(200);
  });
});

describe('verifying a code', () => {
  it('signs in with the right code: a session cookie and a valid UserSession', async () => {
    const email = 'first.time@example.com';
    const client = newClient();
    await page.requestCode(email, client);
    const response = await page.verifyCode(email, await latestCodeFor(server.app, email), client);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userSessionValid: true,
      foundMultipleSessions: false,
      status: 'PENDING_REGISTRATION',
      email,
      spcpLogin: false,
      fullName: '',
    });
    const cookie = response.cookies.find(({ name }) => name === TEST_COOKIE_NAMES.session);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: true });
  });

  it('answers a wrong code with the spec message, and the code works once only', async () => {
    const email = 'once@example.com';
    const client = newClient();
    await page.requestCode(email, client);
    const code = await latestCodeFor(server.app, email);

    const wrong = await page.verifyCode(email, wrongCodeFor(code), client);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(WRONG_CODE_ANSWER);
    expect((await page.verifyCode(email, code, client)).statusCode).toBe(200);
    expect((await page.verifyCode(email, code, client)).json()).toEqual(WRONG_CODE_ANSWER);
  });

  it('voids the code after 5 wrong tries', async () => {
    const email = 'five.tries@example.com';
    const client = newClient();
    await page.requestCode(email, client);
    const code = await latestCodeFor(server.app, email);

    for (let attempt = 1; attempt <= OTP_RULES.maxFailedAttempts; attempt += 1) {
      expect((await page.verifyCode(email, wrongCodeFor(code), client)).statusCode).toBe(400);
    }
    expect((await page.verifyCode(email, code, client)).json()).toEqual(WRONG_CODE_ANSWER);
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const email = 'four.tries@example.com';
    const client = newClient();
    await page.requestCode(email, client);
    const code = await latestCodeFor(server.app, email);

    for (let attempt = 1; attempt < OTP_RULES.maxFailedAttempts; attempt += 1) {
      await page.verifyCode(email, wrongCodeFor(code), client);
    }
    expect((await page.verifyCode(email, code, client)).statusCode).toBe(200);
  });

  it('refuses the code after 30 minutes, accepts it just before', async () => {
    const client = newClient();
    await page.requestCode('expiring@example.com', client);
    await page.requestCode('in.time@example.com', client);
    const expiringCode = await latestCodeFor(server.app, 'expiring@example.com');
    const inTimeCode = await latestCodeFor(server.app, 'in.time@example.com');

    later(30 * MINUTE - 1);
    expect((await page.verifyCode('in.time@example.com', inTimeCode, client)).statusCode).toBe(200);
    later(1);
    expect((await page.verifyCode('expiring@example.com', expiringCode, client)).json()).toEqual(
      WRONG_CODE_ANSWER,
    );
  });
});
