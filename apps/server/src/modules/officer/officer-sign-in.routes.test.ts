import { DEV_MAILBOX_PATHS, ERROR_CODES, mailboxSchema } from '@aviation-permits/domain/http';
import {
  OFFICER_API_PATHS,
  OFFICER_MESSAGES,
  officerSessionSchema,
  totpEnrolmentSchema,
} from '@aviation-permits/domain/officer';
import { REGISTRATION_MESSAGES } from '@aviation-permits/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { officers, officerAudit } from '../../db/schema/officers.js';
import { latestCodeFor, openSignInPage, wrongCodeFor } from '../../test-support/email-sign-in.js';
import { CHEAP_HUMAN_CHECK } from '../../test-support/human-check-solver.js';
import {
  addOfficer,
  authenticatorCode,
  nextTotpStep,
  OFFICER_COOKIE,
  OfficerBrowser,
  signInNewOfficer,
} from '../../test-support/officer-browser.js';
import { startTestApp } from '../../test-support/test-app.js';

// The officers' sign-in (OFF-2 to OFF-4): an e-mail code to an active officer's address only (the
// same answer for any address), then the authenticator's code, set up at the first sign-in with a
// QR code and ten recovery codes shown once; each TOTP code and each recovery code works once.
// The limits on wrong codes: second-factor-limits.test.ts; who may call what: plugins/officer-session.test.ts.

/** Real time: altcha-lib checks challenge expiry against the system clock too. */
let clock = new Date();
const server = await startTestApp({ humanCheck: CHEAP_HUMAN_CHECK, now: () => clock });
afterAll(() => server.close());

function later(milliseconds: number): void {
  clock = new Date(clock.getTime() + milliseconds);
}

async function mailTo(email: string) {
  const response = await server.app.inject({ method: 'GET', url: DEV_MAILBOX_PATHS.json });
  return mailboxSchema.parse(response.json()).filter(({ to }) => to === email);
}

async function auditActionsOf(officerId: string) {
  const rows = await server.db
    .select()
    .from(officerAudit)
    .where(eq(officerAudit.subjectId, officerId))
    .orderBy(officerAudit.id);
  return rows.map(({ action }) => action);
}

const wrongTotpAnswer = {
  status: 400,
  errorCodes: ERROR_CODES.validation,
  errors: [{ field: 'code', errorMessage: OFFICER_MESSAGES.wrongTotp }],
};

describe('the e-mail code (OFF-2)', () => {
  it("e-mails an active officer's address a code for the officer console", async () => {
    await addOfficer(server.db, 'duty.officer@caa.example');
    const browser = await OfficerBrowser.open(server.app);

    const response = await browser.requestCode('Duty.Officer@CAA.example');

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 1800 });
    const [mail] = await mailTo('duty.officer@caa.example');
    expect(mail?.text).toContain('signing in to the Civil Aviation Authority officer console');
    expect(mail?.text).toMatch(/^\d{6}$/m);
  });

  it.each([
    ['an address that is no officer’s', 'stranger@example.com', false],
    ['a disabled officer’s address', 'former.officer@caa.example', true],
  ])(
    'answers %s the same, with the same limits, and e-mails nothing',
    async (_, email, isOfficer) => {
      if (isOfficer) {
        await addOfficer(server.db, email);
        await server.db
          .update(officers)
          .set({ status: 'disabled' })
          .where(eq(officers.email, email));
      }
      const browser = await OfficerBrowser.open(server.app);

      const first = await browser.requestCode(email);
      const again = await browser.requestCode(email);

      expect(first.statusCode).toBe(202);
      expect(first.json()).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 1800 });
      // The resend pace holds for any address, so a 429 tells nothing either.
      expect(again.statusCode).toBe(429);
      expect(await mailTo(email)).toEqual([]);
    },
  );

  it('starts a signing-in session for a right code: the set-up comes next for a first sign-in', async () => {
    const id = await addOfficer(
      server.db,
      'first.timer@caa.example',
      'supervisor',
      'Senior Inspector',
    );
    const browser = await OfficerBrowser.open(server.app);
    await browser.requestCode('first.timer@caa.example');

    const response = await browser.verifyCode(
      'first.timer@caa.example',
      await latestCodeFor(server.app, 'first.timer@caa.example'),
    );

    expect(response.statusCode).toBe(200);
    expect(officerSessionSchema.parse(response.json())).toEqual({
      stage: 'enrolment',
      officer: {
        id,
        email: 'first.timer@caa.example',
        displayName: 'Senior Inspector',
        role: 'supervisor',
        enrolled: false,
      },
      idleTimeoutMs: 15 * 60 * 1000,
    });
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({
      name: OFFICER_COOKIE,
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
    });
    expect(cookie).not.toHaveProperty('domain');
    expect(cookie).not.toHaveProperty('maxAge');
  });

  it("refuses a wrong code, and any code for an address that is no active officer's, alike", async () => {
    await addOfficer(server.db, 'typo.prone@caa.example');
    const browser = await OfficerBrowser.open(server.app);
    await browser.requestCode('typo.prone@caa.example');
    const code = await latestCodeFor(server.app, 'typo.prone@caa.example');
    const stranger = await OfficerBrowser.open(server.app);
    await stranger.requestCode('someone.else@example.com');

    const wrong = await browser.verifyCode('typo.prone@caa.example', wrongCodeFor(code));
    const notOfficer = await stranger.verifyCode('someone.else@example.com', code);

    const answer = {
      status: 400,
      errorCodes: ERROR_CODES.validation,
      errors: [{ field: 'otp', errorMessage: REGISTRATION_MESSAGES.otpVerificationFailed }],
    };
    expect(wrong.json()).toEqual(answer);
    expect(notOfficer.json()).toEqual(answer);
    expect(browser.officerToken).toBeUndefined();
  });

  it("does not take an applicant's code for the same address (OFF-1)", async () => {
    const email = 'also.applicant@caa.example';
    await addOfficer(server.db, email);
    const applicantPage = await openSignInPage(server.app);
    const browser = await OfficerBrowser.open(server.app);
    await applicantPage.requestCode(email, browser.remoteAddress);

    const response = await browser.verifyCode(email, await latestCodeFor(server.app, email));

    expect(response.statusCode).toBe(400);
    expect(browser.officerToken).toBeUndefined();
  });
});

describe('the authenticator app (OFF-3)', () => {
  it('is set up at the first sign-in with a URI, a QR code and the key, kept sealed', async () => {
    const officerId = await addOfficer(server.db, 'enrolling@caa.example');
    const browser = await OfficerBrowser.open(server.app);
    await browser.passEmailCode('enrolling@caa.example');

    const response = await browser.call('POST', OFFICER_API_PATHS.enrolment);

    expect(response.statusCode).toBe(200);
    const enrolment = totpEnrolmentSchema.parse(response.json());
    const uri = new URL(enrolment.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(
      '/Civil Aviation Authority:enrolling@caa.example',
    );
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      issuer: 'Civil Aviation Authority',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    const secret = enrolment.manualKey.replaceAll(' ', '');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.qrCode).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);
    const [row] = await server.db.select().from(officers).where(eq(officers.id, officerId));
    expect(row?.totpSecret).toMatch(/^v1\./);
    expect(row?.totpSecret).not.toContain(secret);
    expect(row?.totpEnrolledAt).toBeNull();
  });

  it('is complete with a right code: signed in under a new token, and the recovery codes are shown once', async () => {
    const officerId = await addOfficer(server.db, 'completing@caa.example');
    const browser = await OfficerBrowser.open(server.app);
    await browser.passEmailCode('completing@caa.example');
    const signingIn = browser.officerToken;
    const started = await browser.call('POST', OFFICER_API_PATHS.enrolment);
    const secret = totpEnrolmentSchema.parse(started.json()).manualKey.replaceAll(' ', '');

    const wrong = await browser.call('POST', OFFICER_API_PATHS.enrolmentConfirm, {
      code: wrongCodeFor(authenticatorCode(secret, clock), 500_000),
    });
    const right = await browser.call('POST', OFFICER_API_PATHS.enrolmentConfirm, {
      code: authenticatorCode(secret, clock),
    });

    expect(wrong.json()).toEqual(wrongTotpAnswer);
    expect(right.statusCode).toBe(200);
    const { recoveryCodes, session } = right.json<{
      recoveryCodes: string[];
      session: { stage: string; officer: { enrolled: boolean } };
    }>();
    expect(session).toMatchObject({ stage: 'signed-in', officer: { enrolled: true } });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes)
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    expect(browser.officerToken).not.toBe(signingIn);
    // The signing-in token no longer stands for anything.
    const stale = await OfficerBrowser.open(server.app, {
      cookies: { [OFFICER_COOKIE]: signingIn ?? '' },
    });
    expect((await stale.call('GET', OFFICER_API_PATHS.session)).statusCode).toBe(401);
    // No second set-up, and nothing shows the recovery codes again.
    expect((await browser.call('POST', OFFICER_API_PATHS.enrolment)).statusCode).toBe(403);
    expect(await auditActionsOf(officerId)).toEqual(['officer.added', 'sign-in.code', 'enrolment']);
  });

  it('signs an enrolled officer in with the current code, a code once, one step of drift either way', async () => {
    const email = 'returning@caa.example';
    await addOfficer(server.db, email);
    const { secret } = await signInNewOfficer(server.app, email, clock);
    later(90_000);

    const browser = await OfficerBrowser.open(server.app);
    const afterCode = await browser.passEmailCode(email);
    expect(afterCode.json()).toMatchObject({ stage: 'second-factor', officer: { enrolled: true } });
    // An enrolled officer's secret is never replaced from a signing-in session.
    expect((await browser.call('POST', OFFICER_API_PATHS.enrolment)).statusCode).toBe(403);
    const previousStep = new Date(clock.getTime() - 30_000);
    const signedIn = await browser.totp(authenticatorCode(secret, previousStep));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ stage: 'signed-in' });

    const again = await OfficerBrowser.open(server.app);
    await again.passEmailCode(email);
    // The same code again, and a code two steps old: refused.
    expect((await again.totp(authenticatorCode(secret, previousStep))).json()).toEqual(
      wrongTotpAnswer,
    );
    const twoStepsOld = new Date(clock.getTime() - 60_000);
    expect((await again.totp(authenticatorCode(secret, twoStepsOld))).json()).toEqual(
      wrongTotpAnswer,
    );
    // The next step's code, early by one step: taken once.
    expect((await again.totp(authenticatorCode(secret, nextTotpStep(clock)))).statusCode).toBe(200);
  });

  it("takes a recovery code once in place of the app's code (OFF-4)", async () => {
    const email = 'lost.phone@caa.example';
    const officerId = await addOfficer(server.db, email);
    const { recoveryCodes } = await signInNewOfficer(server.app, email, clock);
    const [code = ''] = recoveryCodes;

    const browser = await OfficerBrowser.open(server.app);
    await browser.passEmailCode(email);
    const used = await browser.call('POST', OFFICER_API_PATHS.signInRecoveryCode, {
      code: code.toUpperCase().replace('-', ' '),
    });
    const again = await OfficerBrowser.open(server.app);
    await again.passEmailCode(email);
    const reused = await again.call('POST', OFFICER_API_PATHS.signInRecoveryCode, { code });

    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ stage: 'signed-in' });
    expect(reused.json()).toEqual({
      status: 400,
      errorCodes: ERROR_CODES.validation,
      errors: [{ field: 'code', errorMessage: OFFICER_MESSAGES.wrongRecoveryCode }],
    });
    const [row] = await server.db
      .select()
      .from(officerAudit)
      .where(eq(officerAudit.action, 'sign-in.recovery-code'));
    expect(row).toMatchObject({ actor: officerId, message: '9 recovery codes left' });
  });
});

describe('signing out (OFF-5)', () => {
  it('ends the session, clears the cookie and is recorded; without a session it answers 204 too', async () => {
    const email = 'leaving@caa.example';
    const officerId = await addOfficer(server.db, email);
    const { browser } = await signInNewOfficer(server.app, email, clock);
    const token = browser.officerToken ?? '';

    const signedOut = await browser.call('POST', OFFICER_API_PATHS.signOut);
    const again = await browser.call('POST', OFFICER_API_PATHS.signOut);

    expect(signedOut.statusCode).toBe(204);
    expect(signedOut.cookies).toContainEqual(
      expect.objectContaining({ name: OFFICER_COOKIE, value: '', path: '/' }),
    );
    expect(again.statusCode).toBe(204);
    const replay = await OfficerBrowser.open(server.app, { cookies: { [OFFICER_COOKIE]: token } });
    expect((await replay.call('GET', OFFICER_API_PATHS.session)).statusCode).toBe(401);
    expect((await auditActionsOf(officerId)).at(-1)).toBe('sign-out');
  });
});
