// OFF-16, OFF-17: the officer console's sign-in (e-mail code, authenticator set-up with the
// recovery codes, later the app's code), sign-out, the supervisors' audit trail, and the guard
// that no applicant's session passes. Every sign-in step from the keyboard, axe on every state.
import { expect, inject, test } from 'vitest';
import { OfficerConsolePage } from '../pages/officer-console-page.js';
import { findAccessibilityViolations } from '../support/accessibility.js';
import { authenticatorCode, currentStep } from '../support/authenticator-app.js';
import { useBrowserSession } from '../support/browser-session.js';
import { signInAsNewUser } from '../support/journeys.js';
import { addOfficer } from '../support/officers-cli.js';
import { uniqueEmail } from '../support/test-identities.js';
import '../support/provided-context.js';

const session = useBrowserSession();

/** OTP_RULES.resendAfterSeconds: one client may ask for a code to an address once a minute. */
const RESEND_AFTER_MS = 60_000;

/** A visit of the whole journey: two sign-ins a resend interval apart, and the pages between. */
const JOURNEY_TIMEOUT_MS = 180_000;

async function expectNoViolations(
  officerConsole: OfficerConsolePage,
  state: string,
): Promise<void> {
  expect.soft(await findAccessibilityViolations(officerConsole.page), state).toEqual([]);
}

test(
  'a supervisor sets up the app at the first sign-in, reads the audit trail, signs out and signs in again with the app code',
  async () => {
    const email = uniqueEmail('officer-supervisor');
    const portal = { baseUrl: session.baseUrl, dataDir: inject('dataDir') };
    await addOfficer(portal, { email, role: 'supervisor', name: 'Chief Inspector' });
    const officerConsole = new OfficerConsolePage(session.page);

    await officerConsole.openSignIn();
    await expectNoViolations(officerConsole, 'e-mail step');
    const firstCodeSentAt = await officerConsole.passEmailCodeByKeyboard(email);

    // The set-up: the QR code with its text alternative, the key to type into the app.
    const manualKey = await officerConsole.manualKey();
    expect(manualKey).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    await expectNoViolations(officerConsole, 'authenticator set-up');
    await officerConsole.completeSetUpByKeyboard(authenticatorCode(manualKey, currentStep()));

    await expect.poll(() => officerConsole.recoveryCodes.count()).toBe(10);
    await expectNoViolations(officerConsole, 'recovery codes');
    await officerConsole.confirmRecoveryCodesSavedByKeyboard();

    await officerConsole.waitForPath(OfficerConsolePage.homePath);
    await officerConsole.consoleNavigation.getByText('Chief Inspector').waitFor();
    await expectNoViolations(officerConsole, 'console home');

    // The audit trail, newest first: the set-up, then the e-mail code's sign-in step.
    await officerConsole.consoleNavigation.getByRole('link', { name: 'Audit' }).click();
    await officerConsole.waitForPath(OfficerConsolePage.auditPath);
    await officerConsole.auditTable.waitFor();
    const firstRows = officerConsole.auditTable.getByRole('row');
    await expect.poll(() => firstRows.nth(1).innerText()).toContain('enrolment');
    expect(await firstRows.nth(1).innerText()).toMatch(
      /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m/,
    );
    await expectNoViolations(officerConsole, 'audit trail');

    await officerConsole.signOutByKeyboard();

    // The server sends one client a new code to an address a minute after the last.
    await expect
      .poll(() => Date.now() >= firstCodeSentAt.getTime() + RESEND_AFTER_MS, {
        timeout: RESEND_AFTER_MS + 10_000,
        interval: 1_000,
      })
      .toBe(true);
    await officerConsole.passEmailCodeByKeyboard(email);
    await officerConsole.authenticatorCodeInput.waitFor();
    await expectNoViolations(officerConsole, 'authenticator code step');
    // The set-up's code is spent; the next step's code is accepted (one step of drift).
    await officerConsole.enterAuthenticatorCodeByKeyboard(
      authenticatorCode(manualKey, currentStep() + 1),
    );
    await officerConsole.waitForPath(OfficerConsolePage.homePath);
    await officerConsole.consoleNavigation.getByText('Chief Inspector').waitFor();
  },
  JOURNEY_TIMEOUT_MS,
);

test("an applicant's session opening /officer lands on the console's sign-in", async () => {
  await signInAsNewUser(session.page, uniqueEmail('applicant-at-officer'));
  const officerConsole = new OfficerConsolePage(session.page);

  await officerConsole.goto(OfficerConsolePage.homePath);

  await officerConsole.waitForPath(OfficerConsolePage.loginPath);
  await officerConsole.emailInput.waitFor();
  expect(await officerConsole.consoleNavigation.count()).toBe(0);
});
