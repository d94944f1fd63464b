import { ERROR_CODES } from '@aviation-permits/domain/http';
import { OTP_RULES } from '@aviation-permits/domain/auth';
import { REGISTRATION_MESSAGES } from '@aviation-permits/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestCodeFor,
  openSignInPage,
  wrongCodeFor,
  type SignInPage,
} from '../../test-support/email-sign-in.js';
import { newClientAddress as newClient } from '../../test-support/client-address.js';
import { CHEAP_HUMAN_CHECK } from '../../test-support/human-check-solver.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';

// SEC-8: the one-time code's protection against guessing cannot be used to lock the owner of an
// address out of sign-in (docs/sign-in-protection.md). Client A is the owner, who asked for the
// code; B, C, ... are other clients (other client addresses) acting on A's address.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const RESEND = OTP_RULES.resendAfterSeconds * SECOND;
const SPACED = OTP_RULES.spacedSendMinutes * MINUTE;
/** Real time: altcha-lib checks challenge expiry against the system clock too. */
let clock = new Date();
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

/** `count` wrong guesses of the address's code from `client`; answers the statuses. */
async function guessWrong(email: string, code: string, client: string, count: number) {
  const statuses: number[] = [];
  for (let guess = 1; guess <= count; guess += 1) {
    statuses.push((await page.verifyCode(email, wrongCodeFor(code, guess), client)).statusCode);
  }
  return statuses;
}

/** The owner asks for a code; answers it, as read from the owner's mailbox. */
async function ownerAsksForCode(email: string, owner: string): Promise<string> {
  const response = await page.requestCode(email, owner);
  expect(response.statusCode).toBe(202);
  return latestCodeFor(server.app, email);
}

const FAILED = { field: 'otp', errorMessage: REGISTRATION_MESSAGES.otpVerificationFailed };

describe('wrong guesses from other clients (SEC-8)', () => {
  it('5 and more wrong guesses from client B do not void the code client A asked for', async () => {
    const email = 'victim.one@example.com';
    const [owner, attacker] = [newClient(), newClient()];
    const code = await ownerAsksForCode(email, owner);

    const statuses = await guessWrong(email, code, attacker, OTP_RULES.maxFailedAttempts + 3);

    expect(statuses.every((status) => status === 400)).toBe(true);
    const signedIn = await page.verifyCode(email, code, owner);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ userSessionValid: true, email });
  });

  it('15 and more wrong guesses from other clients do not answer the owner 429', async () => {
    const email = 'victim.two@example.com';
    const owner = newClient();
    const code = await ownerAsksForCode(email, owner);

    const statuses = [
      ...(await guessWrong(email, code, newClient(), 10)),
      ...(await guessWrong(email, code, newClient(), 10)),
    ];

    expect(statuses).toHaveLength(20);
    expect(statuses.every((status) => status === 400)).toBe(true);
    expect((await page.verifyCode(email, code, owner)).statusCode).toBe(200);
  });

  it('still voids the code after 5 wrong tries from the client that asked for it', async () => {
    const email = 'own.typos@example.com';
    const owner = newClient();
    const code = await ownerAsksForCode(email, owner);

    await guessWrong(email, code, owner, OTP_RULES.maxFailedAttempts);

    expect((await page.verifyCode(email, code, owner)).json()).toMatchObject({ errors: [FAILED] });
  });

  it('stops client B after its own limit of checks of the address; another client still checks', async () => {
    const email = 'victim.three@example.com';
    const owner = newClient();
    const attacker = newClient();
    const code = await ownerAsksForCode(email, owner);

    const statuses = await guessWrong(
      email,
      code,
      attacker,
      OTP_RULES.maxChecksPerAddressAndClient + 1,
    );

    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await page.verifyCode(email, code, attacker)).json()).toMatchObject({
      errorCodes: ERROR_CODES.tooManyRequests,
    });
    expect((await page.verifyCode(email, wrongCodeFor(code), newClient())).statusCode).toBe(400);
    expect((await page.verifyCode(email, code, owner)).statusCode).toBe(200);
  });

  it('voids the codes sent so far at the per-address ceiling, refuses other clients past it, and the owner recovers with a fresh code', async () => {
    const email = 'victim.four@example.com';
    const owner = newClient();
    const code = await ownerAsksForCode(email, owner);

    // The ceiling needs several clients: each stops after its own limit.
    let left = OTP_RULES.maxForeignFailuresPerAddress;
    while (left > 0) {
      const count = Math.min(left, OTP_RULES.maxChecksPerAddressAndClient);
      expect(await guessWrong(email, code, newClient(), count)).toEqual(Array(count).fill(400));
      left -= count;
    }

    expect((await page.verifyCode(email, code, owner)).json()).toMatchObject({ errors: [FAILED] });
    const pastCeiling = await page.verifyCode(email, wrongCodeFor(code), newClient());
    expect(pastCeiling.statusCode).toBe(429);
    expect(Number(pastCeiling.headers['retry-after'])).toBeGreaterThan(0);

    later(RESEND);
    const fresh = await ownerAsksForCode(email, owner);
    expect((await page.verifyCode(email, fresh, owner)).statusCode).toBe(200);
  });
});

describe('code requests from other clients (SEC-8)', () => {
  it('an attacker asking for codes every 60 s does not stop the owner getting a fresh code after the resend interval', async () => {
    const email = 'victim.five@example.com';
    const owner = newClient();
    const attacker = newClient();
    await ownerAsksForCode(email, owner);

    // Ten minutes of requests, one a minute, from one client and from a new client each time.
    for (let minute = 1; minute <= 10; minute += 1) {
      later(RESEND);
      await page.requestCode(email, attacker);
      await page.requestCode(email, newClient());
    }

    const fresh = await ownerAsksForCode(email, owner);
    expect((await page.verifyCode(email, fresh, owner)).statusCode).toBe(200);
  });

  it('a code another client asked for replaces none of the owner’s: the owner’s code still signs in', async () => {
    const email = 'victim.six@example.com';
    const owner = newClient();
    const code = await ownerAsksForCode(email, owner);

    await page.requestCode(email, newClient());
    await page.requestCode(email, newClient());

    expect((await page.verifyCode(email, code, owner)).statusCode).toBe(200);
  });

  it('the owner may also use the newest code in the mailbox, whoever asked for it', async () => {
    const email = 'victim.seven@example.com';
    const owner = newClient();
    await ownerAsksForCode(email, owner);
    later(SECOND);
    await page.requestCode(email, newClient());
    const newest = await latestCodeFor(server.app, email);

    expect((await page.verifyCode(email, newest, owner)).statusCode).toBe(200);
  });

  it('spaces one client’s sends past 5 in the window (one per 10 minutes), never refusing for good', async () => {
    const email = 'spaced.client@example.com';
    const client = newClient();
    const statuses: number[] = [];
    for (let send = 1; send <= OTP_RULES.maxSendsPerWindow + 1; send += 1) {
      statuses.push((await page.requestCode(email, client)).statusCode);
      later(RESEND);
    }
    expect(statuses).toEqual([...Array(OTP_RULES.maxSendsPerWindow).fill(202), 429]);

    later(SPACED - 2 * RESEND);
    expect((await page.requestCode(email, client)).statusCode).toBe(202);
  });

  it('spaces the address’s sends past its ceiling (one per 10 minutes), from any client', async () => {
    const email = 'mail.flood@example.com';
    for (let send = 1; send <= OTP_RULES.maxSendsPerAddressWindow; send += 1) {
      expect((await page.requestCode(email, newClient())).statusCode).toBe(202);
    }

    later(RESEND);
    const flooding = await page.requestCode(email, newClient());
    expect(flooding.statusCode).toBe(429);

    later(SPACED - RESEND);
    expect((await page.requestCode(email, newClient())).statusCode).toBe(202);
    expect((await page.requestCode(email, newClient())).statusCode).toBe(429);
  });
});
