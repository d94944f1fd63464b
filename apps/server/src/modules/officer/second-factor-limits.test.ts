import { ERROR_CODES } from '@aviation-permits/domain/http';
import { OFFICER_API_PATHS } from '@aviation-permits/domain/officer';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { officerAudit, officerSessions } from '../../db/schema/officers.js';
import { wrongCodeFor } from '../../test-support/email-sign-in.js';
import { CHEAP_HUMAN_CHECK } from '../../test-support/human-check-solver.js';
import {
  addOfficer,
  authenticatorCode,
  OfficerBrowser,
  signInNewOfficer,
} from '../../test-support/officer-browser.js';
import { startTestApp } from '../../test-support/test-app.js';

// Wrong second-factor codes (OFF-4): after 5 wrong codes in 15 minutes from one client address,
// that client waits, even with the right code; a signing-in session ends at its 5th wrong code,
// wherever they came from; and no number of wrong codes from other client addresses keeps the
// officer out. Each limit reached is in the audit trail.

const MINUTE = 60_000;
/** Real time: altcha-lib checks challenge expiry against the system clock too. */
let clock = new Date();
const server = await startTestApp({ humanCheck: CHEAP_HUMAN_CHECK, now: () => clock });
afterAll(() => server.close());

function later(milliseconds: number): void {
  clock = new Date(clock.getTime() + milliseconds);
}

/** An enrolled officer, signed out again; answers the app's secret. */
async function enrolledOfficer(email: string): Promise<{ officerId: string; secret: string }> {
  const officerId = await addOfficer(server.db, email);
  const { browser, secret } = await signInNewOfficer(server.app, email, clock);
  await browser.call('POST', OFFICER_API_PATHS.signOut);
  // The set-up's code was used: the next sign-in needs the next step's.
  later(30_000);
  return { officerId, secret };
}

/** A code the app does not show now (nor one step either side). */
const wrongTotp = (secret: string) => wrongCodeFor(authenticatorCode(secret, clock), 500_000);

async function limitRows(officerId: string) {
  return server.db
    .select({ message: officerAudit.message, clientAddress: officerAudit.clientAddress })
    .from(officerAudit)
    .where(
      and(
        eq(officerAudit.subjectId, officerId),
        eq(officerAudit.action, 'sign-in.second-factor-limit'),
      ),
    )
    .orderBy(officerAudit.id);
}

describe('wrong second-factor codes from one client address', () => {
  it('make it wait after the 5th in 15 minutes, even with the right code; then it may try again', async () => {
    const email = 'fumbling@caa.example';
    const { officerId, secret } = await enrolledOfficer(email);
    const browser = await OfficerBrowser.open(server.app);
    await browser.passEmailCode(email);

    // Wrong recovery codes count with wrong app codes.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await browser.totp(wrongTotp(secret))).statusCode).toBe(400);
    }
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const wrong = await browser.call('POST', OFFICER_API_PATHS.signInRecoveryCode, {
        code: 'aaaaa-bbbbb',
      });
      expect(wrong.statusCode).toBe(400);
    }
    // Its session ended with the 5th; a new e-mail code does not give it new tries.
    expect((await browser.totp(authenticatorCode(secret, clock))).statusCode).toBe(401);
    later(MINUTE);
    await browser.passEmailCode(email);
    const waiting = await browser.totp(authenticatorCode(secret, clock));

    expect(waiting.statusCode).toBe(429);
    expect(waiting.json()).toMatchObject({ status: 429, errorCodes: ERROR_CODES.tooManyRequests });
    const { detail } = waiting.json<{ detail: string }>();
    expect(detail).toMatch(/try again in \d+ seconds/);
    // The same wait in the header, for a client that reads no text (SEC-10).
    expect(detail).toContain(`try again in ${String(waiting.headers['retry-after'])} seconds`);
    expect(await limitRows(officerId)).toEqual([
      {
        message:
          '5 wrong codes from this client address in 15 minutes: it waits; 5 wrong codes in one session: it ended',
        clientAddress: browser.remoteAddress,
      },
    ]);

    later(15 * MINUTE);
    const afterWindow = await OfficerBrowser.open(server.app, {
      remoteAddress: browser.remoteAddress,
    });
    await afterWindow.passEmailCode(email);
    expect((await afterWindow.totp(authenticatorCode(secret, clock))).statusCode).toBe(200);
  });
});

describe('wrong codes from other client addresses', () => {
  it('never keep the officer out, however many', async () => {
    const email = 'targeted@caa.example';
    const { secret } = await enrolledOfficer(email);
    // Someone who reads the officer's mail, guessing from four addresses, five codes each.
    for (let client = 1; client <= 4; client += 1) {
      const attacker = await OfficerBrowser.open(server.app);
      await attacker.passEmailCode(email);
      for (let attempt = 1; attempt <= 5; attempt += 1) await attacker.totp(wrongTotp(secret));
      expect((await attacker.totp(wrongTotp(secret))).statusCode).toBe(401);
    }

    const officer = await OfficerBrowser.open(server.app);
    await officer.passEmailCode(email);
    const signedIn = await officer.totp(authenticatorCode(secret, clock));

    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ stage: 'signed-in' });
  });

  it('carrying one signing-in session, get five tries in all: the 5th ends the session', async () => {
    const email = 'carried@caa.example';
    const { officerId, secret } = await enrolledOfficer(email);
    const origin = await OfficerBrowser.open(server.app);
    await origin.passEmailCode(email);

    for (let client = 1; client <= 5; client += 1) {
      const elsewhere = await origin.elsewhere();
      expect((await elsewhere.totp(wrongTotp(secret))).statusCode).toBe(400);
    }
    const sixth = await origin.elsewhere();

    expect((await sixth.totp(authenticatorCode(secret, clock))).statusCode).toBe(401);
    const ended = await server.db
      .select({ wrong: officerSessions.wrongSecondFactors })
      .from(officerSessions)
      .where(
        and(
          eq(officerSessions.officerId, officerId),
          eq(officerSessions.endReason, 'SECOND_FACTOR_LIMIT'),
        ),
      );
    expect(ended).toEqual([{ wrong: 5 }]);
    expect((await limitRows(officerId)).map(({ message }) => message)).toEqual([
      '5 wrong codes in one session: it ended',
    ]);
    // The officer's own client was not one of them: it signs in at once.
    const officer = await OfficerBrowser.open(server.app);
    await officer.passEmailCode(email);
    expect((await officer.totp(authenticatorCode(secret, clock))).statusCode).toBe(200);
  });
});
