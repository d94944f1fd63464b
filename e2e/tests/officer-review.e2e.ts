// OFF-24 to OFF-26, OFF-43, OFF-44 in Chromium, the console's main journey from the keyboard: an
// applicant submits and pays two applications; an officer (a supervisor, who may also reassign)
// finds the first in the queue and opens its review with the location on the map and its zones,
// requests action with a message; the applicant responds from the edit page (back to Processing);
// the officer approves it with a condition within the asked dates. On the second the officer opens
// and closes the Reassign dialog, then rejects it with a reason. The applicant finds the first
// under Active Applications with its condition and the second under Rejected with its reason
// (APP-57, APP-73). axe-core at WCAG 2.1 AA on each new state.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ApplicationDetailsPage } from '../pages/application-details-page.js';
import { ApplicationFormPage } from '../pages/application-form-page.js';
import { DashboardPage } from '../pages/dashboard-page.js';
import { OfficerConsolePage } from '../pages/officer-console-page.js';
import { findAccessibilityViolations } from '../support/accessibility.js';
import { submitCopy } from '../support/application-copy.js';
import { useBrowserSession } from '../support/browser-session.js';
import { hasFocus, pressWithTab } from '../support/keyboard.js';
import { signInNewOfficer } from '../support/officer-sign-in.js';
import { applyAndPay, payFromDetails } from '../support/paid-application.js';
import { uniqueEmail } from '../support/test-identities.js';
import '../support/provided-context.js';

const session = useBrowserSession();

/** The whole visit: the form, two payments, an officer's sign-in, the response and the decisions. */
const JOURNEY_TIMEOUT_MS = 360_000;
/** Enough presses to cross the Reassign dialog's controls. */
const DIALOG_TABS = 10;

const OFFICER_REQUEST = 'Please add the vessel registration certificate to your application.';
const CONDITION = 'Keep 50 m clear of the fairway at all times.';
const REJECTION_REASON = 'The channel is closed to tall vessels on that day for a naval exercise.';

async function expectNoViolations(page: Page, state: string): Promise<void> {
  expect.soft(await findAccessibilityViolations(page), state).toEqual([]);
}

test(
  'an officer requests action on an application and approves it with a condition, and rejects another with a reason',
  async () => {
    const page = session.page;
    const portal = { baseUrl: session.baseUrl, dataDir: inject('dataDir') };
    const approved = await applyAndPay(
      page,
      portal,
      uniqueEmail('officer-review'),
      'officer-review',
    );
    // The same applicant's second application, through the form's calls, paid the same way.
    const rejected = await submitCopy(page, approved.id);
    const details = new ApplicationDetailsPage(page);
    await details.goto(rejected.detailsPath);
    await payFromDetails(details);

    // OFF-24, OFF-25: from the queue to the review, and the location on the map (OFF-44).
    const officerConsole = await signInNewOfficer(await session.newPage(), portal, {
      role: 'supervisor',
      name: 'Inspector Tan',
    });
    await officerConsole.openFromQueueByKeyboard(approved.reference);
    expect(await officerConsole.reviewSummary.textContent()).toContain('Processing');
    await expectNoViolations(officerConsole.page, 'the review');
    await officerConsole.showLocationMap();
    await expectNoViolations(officerConsole.page, 'the review with its map and zones');

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
    await details.goto(approved.detailsPath);
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

    // OFF-43: back to the queue for the second; the Reassign dialog opens, refuses an empty
    // choice, and closes with Escape, giving the focus back to its button.
    await officerConsole.openSectionByKeyboard('Applications', OfficerConsolePage.homePath);
    await officerConsole.openFromQueueByKeyboard(rejected.reference);
    const reassign = await officerConsole.openReassignByKeyboard(rejected.reference);
    await expectNoViolations(officerConsole.page, 'the Reassign dialog');
    await pressWithTab(
      reassign.getByRole('button', { name: 'Reassign', exact: true }),
      'the dialog’s Reassign',
      'Enter',
      DIALOG_TABS,
    );
    await reassign.getByText('Choose an active officer to assign it to.').waitFor();
    await expectNoViolations(officerConsole.page, 'the Reassign dialog refusing an empty choice');
    await officerConsole.page.keyboard.press('Escape');
    await reassign.waitFor({ state: 'hidden' });
    await expect.poll(() => hasFocus(officerConsole.reassignButton)).toBe(true);

    // OFF-26: reject with a reason.
    await officerConsole.chooseDecisionByKeyboard('Reject');
    await officerConsole.decisionForm('Reject the application').waitFor();
    await expectNoViolations(officerConsole.page, 'the rejection form');
    await officerConsole.decideByKeyboard('Reason', REJECTION_REASON, 'Reject the application');
    await officerConsole.decisionOutcome.filter({ hasText: 'Rejected' }).waitFor();
    await expectNoViolations(officerConsole.page, 'after the rejection');

    // The applicant: the approval under Active Applications with its condition, the rejection
    // under Rejected with its reason.
    const dashboard = new DashboardPage(page);
    await dashboard.open();
    await dashboard.category('Active Applications').click();
    await dashboard.detailsLink(approved.reference).click();
    await expect.poll(() => details.value('Status').textContent()).toBe('Approved');
    await details.main.getByText(CONDITION).waitFor();

    await dashboard.open();
    await dashboard.category('Rejected').click();
    await dashboard.row(rejected.reference).waitFor();
    await expectNoViolations(page, 'the Rejected applications');
    await dashboard.detailsLink(rejected.reference).click();
    await expect.poll(() => details.value('Status').textContent()).toBe('Rejected');
    await details.rejection.getByText(REJECTION_REASON).waitFor();
    await expectNoViolations(page, 'details once rejected');
  },
  JOURNEY_TIMEOUT_MS,
);
