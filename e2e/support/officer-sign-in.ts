// The first sign-in of a new officer (OFF-2 to OFF-4), as every console journey starts: an
// operator adds the officer with `npm run officers` (OFF-9); the officer passes the e-mailed code,
// sets the authenticator app up with the code computed here and confirms the recovery codes, from
// the keyboard. officer-console.e2e.ts checks each of these steps on its own.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { OfficerConsolePage } from '../pages/officer-console-page.js';
import type { PortalUnderTest } from './accounts-cli.js';
import { authenticatorCode, currentStep } from './authenticator-app.js';
import { addOfficer } from './officers-cli.js';
import { uniqueEmail } from './test-identities.js';

/** How many recovery codes the set-up shows once (OFF-4). */
const RECOVERY_CODES = 10;

export interface NewOfficer {
  role: 'officer' | 'supervisor';
  /** The name the console shows for the officer. */
  name: string;
}

/** A new officer, signed in on `page` and on the console's home page. */
export async function signInNewOfficer(
  page: Page,
  portal: PortalUnderTest,
  officer: NewOfficer,
): Promise<OfficerConsolePage> {
  const email = uniqueEmail(officer.role);
  await addOfficer(portal, { email, ...officer });
  const officerConsole = new OfficerConsolePage(page);
  await officerConsole.openSignIn();
  await officerConsole.passEmailCodeByKeyboard(email);
  const manualKey = await officerConsole.manualKey();
  await officerConsole.completeSetUpByKeyboard(authenticatorCode(manualKey, currentStep()));
  await expect.poll(() => officerConsole.recoveryCodes.count()).toBe(RECOVERY_CODES);
  await officerConsole.confirmRecoveryCodesSavedByKeyboard();
  await officerConsole.waitForPath(OfficerConsolePage.homePath);
  return officerConsole;
}
