// OFF-24 to OFF-26 in Chromium: an applicant submits and pays in the sandbox; an officer finds the
// application in the queue and opens its review, requests action with a message from the
// keyboard; the applicant responds from the edit page (back to Processing); the officer approves
// it with a condition within the asked dates. axe-core at WCAG 2.1 AA on the review and after each
// decision.
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
import { addOfficer } from '../support/officers-cli.js';
import { uniqueEmail } from '../support/test-identities.js';
import '../support/provided-context.js';

const session = useBrowserSession();

/** The whole visit: the form, the payment, an officer's sign-in, the response and the approval. */
const JOURNEY_TIMEOUT_MS = 300_000;

const OFFICER_REQUEST = 'Please add the vessel registration certificate to your application.';
const CONDITION = 'Keep 50 m clear of the fairway at all times.';

/** Ship crossing: its fee is above 0, so it is paid in the sandbox before an officer sees it. */
const SHIP_CROSSING = {
  name: 'officer-review',
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
  const email = uniqueEmail('officer-review');
  await addOfficer(
    { baseUrl: session.baseUrl, dataDir: inject('dataDir') },
    { email, role: 'officer', name: 'Inspector Tan' },
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

test(
  'an officer opens the application from the queue, requests action, then approves it with a condition',
  async () => {
    const page = session.page;
    await applyAndFollow(
      page,
      { baseUrl: session.baseUrl, dataDir: inject('dataDir') },
      uniqueEmail('officer-review'),
      SHIP_CROSSING,
    );
    const details = new ApplicationDetailsPage(page);
    const applicationId = new URL(page.url()).searchParams.get('id') ?? '';
    const detailsPath = `${ApplicationDetailsPage.path}?id=${applicationId}`;
    const reference = ((await details.value('Reference').textContent()) ?? '').trim();

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

    // OFF-24, OFF-25: from the queue to the review.
    const officerConsole = await signInOfficer(await session.newPage());
    await officerConsole.openFromQueueByKeyboard(reference);
    expect(await officerConsole.reviewSummary.textContent()).toContain('Processing');
    await expectNoViolations(officerConsole.page, 'the review');

    // OFF-26: request action with a message.
    await officerConsole.chooseDecisionByKeyboard('Request action');
    await officerConsole.decideByKeyboard(
      'Message to the applicant',
      OFFICER_REQUEST,
      'Send the request',
    );
    await officerConsole.decisionOutcome.filter({ hasText: 'Need Your Action' }).waitFor();
    await expectNoViolations(officerConsole.page, 'after the request for action');

    // The applicant responds from the edit page: back to Processing.
    await details.goto(detailsPath);
    await details.officerRequest.filter({ hasText: OFFICER_REQUEST }).waitFor();
    await details.respondLink.click();
    const form = new ApplicationFormPage(page);
    await form.waitForPath('/application/details/edit');
    await form.stepHeading.waitFor();
    while ((await form.stepNumber()) < 6) await form.next();
    await form.declare();
    await form.submitButton.click();
    await form.confirmation.waitFor();

    // OFF-26: the officer reads the review again and approves within the asked dates (prefilled).
    await officerConsole.page.reload();
    await expect.poll(() => officerConsole.reviewSummary.textContent()).toContain('Processing');
    await officerConsole.chooseDecisionByKeyboard('Approve');
    await officerConsole.decideByKeyboard('Conditions', CONDITION, 'Approve the application');
    await officerConsole.decisionOutcome.filter({ hasText: 'Approved' }).waitFor();
    expect(await officerConsole.reviewSummary.textContent()).toContain('Approved');
    await expectNoViolations(officerConsole.page, 'after the approval');

    await details.goto(detailsPath);
    await expect.poll(() => details.value('Status').textContent()).toBe('Approved');
    await details.main.getByText(CONDITION).waitFor();
  },
  JOURNEY_TIMEOUT_MS,
);
