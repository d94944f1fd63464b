// APP-72, APP-74, APP-75 in Chromium: an applicant submits and pays in the sandbox; an officer asks
// for more through the officer API; the applicant reads the request on the details page, responds
// from the edit page (back to Processing), then withdraws it with the confirmation, from the
// keyboard. axe-core at WCAG 2.1 AA on each new state. One application serves both: each e-mail
// sign-in costs a code, and the form takes a minute on a shared machine.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ApplicationDetailsPage } from '../pages/application-details-page.js';
import { ApplicationFormPage } from '../pages/application-form-page.js';
import { OfficerConsolePage } from '../pages/officer-console-page.js';
import { PaymentCheckoutPage } from '../pages/payment-checkout-page.js';
import { findAccessibilityViolations } from '../support/accessibility.js';
import { applyAndFollow } from '../support/application-journey.js';
import { authenticatorCode, currentStep } from '../support/authenticator-app.js';
import { useBrowserSession } from '../support/browser-session.js';
import { pressWithTab } from '../support/keyboard.js';
import { addOfficer } from '../support/officers-cli.js';
import { uniqueEmail } from '../support/test-identities.js';
import '../support/provided-context.js';

const session = useBrowserSession();

/** The whole visit: the form, the payment, an officer's sign-in and the applicant's answers. */
const JOURNEY_TIMEOUT_MS = 300_000;
/** Enough presses to cross the masthead, the header and the details' controls. */
const MAX_TABS = 60;

const OFFICER_REQUEST = 'Please add the vessel registration certificate to your application.';
const WITHDRAW_QUESTION = 'Withdraw this application?';

/** Ship crossing: its fee is above 0, so it is paid in the sandbox before an officer sees it. */
const SHIP_CROSSING = {
  name: 'decisions',
  query: 'category=3',
  activity: {
    'Type of Activity': 'Crossing of a tall vessel',
    Venue: 'Keppel channel',
    Purpose: 'Delivery of a floating crane to Tuas',
    'Vessel Name': 'Harbour Star',
    Callsign: '9V5678',
    'Port or Point of Origin': 'Pasir Panjang Terminal',
    'Final Destination': 'Tuas',
    'Date of Vessel Movement': '{earliest}',
  },
  restoredField: 'Vessel Name',
  point: { latitude: '1.2644', longitude: '103.8300' },
};

async function expectNoViolations(page: Page, state: string): Promise<void> {
  expect.soft(await findAccessibilityViolations(page), state).toEqual([]);
}

/** A new officer, signed in on a device of their own (the authenticator set up on the way). */
async function signInOfficer(page: Page): Promise<OfficerConsolePage> {
  const email = uniqueEmail('officer-decisions');
  await addOfficer(
    { baseUrl: session.baseUrl, dataDir: inject('dataDir') },
    { email, role: 'officer', name: 'Inspector Lim' },
  );
  const officerConsole = new OfficerConsolePage(page);
  await officerConsole.openSignIn();
  await officerConsole.passEmailCodeByKeyboard(email);
  const manualKey = await officerConsole.manualKey();
  await officerConsole.completeSetUpByKeyboard(authenticatorCode(manualKey, currentStep()));
  await expect.poll(() => officerConsole.recoveryCodes.count()).toBe(10);
  await officerConsole.confirmRecoveryCodesSavedByKeyboard();
  await officerConsole.waitForPath(OfficerConsolePage.homePath);
  return officerConsole;
}

/**
 * OFF-20 through the officer API, as the console's client calls it (the access-content token the
 * server wrote into the page, the officer session's CSRF token): the review's version, then the
 * request for action at that version.
 */
async function requestAction(officerConsole: OfficerConsolePage, applicationId: string) {
  const { accessContent } = await officerConsole.portalConfig();
  const status = await officerConsole.page.evaluate(
    async ({ id, token, message }) => {
      const headers = { accept: 'application/json', 'x-access-content': token };
      const review = await fetch(`/officer-service/v1/applications/${id}`, { headers });
      const { version } = (await review.json()) as { version: number };
      const csrf = await fetch('/login-service/csrf-token', { headers });
      const { csrfToken } = (await csrf.json()) as { csrfToken: string };
      const decision = await fetch(`/officer-service/v1/applications/${id}/decision`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'x-csrf-token': csrfToken },
        body: JSON.stringify({ action: 'request-action', version, message }),
      });
      return decision.status;
    },
    { id: applicationId, token: accessContent, message: OFFICER_REQUEST },
  );
  expect(status).toBe(200);
}

test(
  'an applicant reads the authority request, responds from the edit page, then withdraws the application',
  async () => {
    const page = session.page;
    await applyAndFollow(
      page,
      { baseUrl: session.baseUrl, dataDir: inject('dataDir') },
      uniqueEmail('decisions'),
      SHIP_CROSSING,
    );
    const details = new ApplicationDetailsPage(page);
    const applicationId = new URL(page.url()).searchParams.get('id') ?? '';
    const detailsPath = `${ApplicationDetailsPage.path}?id=${applicationId}`;

    // Paid in the sandbox, from the details page: Processing, where an officer may decide.
    const checkout = new PaymentCheckoutPage(page);
    await details.main
      .getByRole('region', { name: 'Payment' })
      .getByRole('link', { name: 'Proceed to Payment' })
      .click();
    await checkout.waitUntilShown();
    await checkout.choose('Pay');
    await details.waitForPath(ApplicationDetailsPage.path);
    await details.toast(/Payment received/).waitFor();
    await expect.poll(() => details.value('Status').textContent()).toBe('Processing');

    const officerConsole = await signInOfficer(await session.newPage());
    await requestAction(officerConsole, applicationId);

    // APP-72, APP-74: the request at the top, Respond, and the request in the history.
    await details.goto(detailsPath);
    await details.officerRequest.filter({ hasText: OFFICER_REQUEST }).waitFor();
    expect(await details.value('Status').textContent()).toBe('Need Your Action');
    await details.statusHistory.getByText(OFFICER_REQUEST).waitFor();
    expect(await details.statusHistory.textContent()).not.toContain('Inspector Lim');
    await expectNoViolations(page, 'details in Need Your Action');

    await pressWithTab(details.respondLink, 'Respond', 'Enter', MAX_TABS);
    const form = new ApplicationFormPage(page);
    await form.waitForPath('/application/details/edit');
    await form.main.getByRole('alert').getByText(OFFICER_REQUEST).waitFor();
    await form.stepHeading.waitFor();
    await expectNoViolations(page, 'edit page with the request');
    while ((await form.stepNumber()) < 6) await form.next();
    await form.declare();
    await form.submitButton.click();
    await form.confirmation.waitFor();

    await details.goto(detailsPath);
    await expect.poll(() => details.value('Status').textContent()).toBe('Processing');
    expect(await details.officerRequest.count()).toBe(0);

    // APP-75: asked first; Escape keeps it, confirming withdraws it.
    await pressWithTab(details.withdrawButton, 'Withdraw application', 'Enter', MAX_TABS);
    const question = details.dialog(WITHDRAW_QUESTION);
    await question.getByText('This cannot be undone').waitFor();
    // The modal fades in: axe reads colours, so it looks once the fade has ended.
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    await expectNoViolations(page, 'withdrawal confirmation');
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'hidden' });
    expect(await details.value('Status').textContent()).toBe('Processing');

    await pressWithTab(details.withdrawButton, 'Withdraw application', 'Enter', MAX_TABS);
    await question.getByRole('button', { name: 'Withdraw application' }).click();
    await details.toast('The application is Withdrawn.').waitFor();
    await expect.poll(() => details.value('Status').textContent()).toBe('Withdrawn');
    expect(await details.withdrawButton.count()).toBe(0);
    await expectNoViolations(page, 'details once withdrawn');
  },
  JOURNEY_TIMEOUT_MS,
);
