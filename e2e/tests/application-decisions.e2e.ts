// APP-72, APP-74, APP-75 in Chromium: an applicant submits and pays in the sandbox; an officer asks
// for more through the officer API; the applicant reads the request on the details page, responds
// from the edit page (back to Processing), then withdraws it with the confirmation, from the
// keyboard. axe-core at WCAG 2.1 AA on each new state. One application serves both: each e-mail
// sign-in costs a code, and the form takes a minute on a shared machine.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ApplicationDetailsPage } from '../pages/application-details-page.js';
import { ApplicationFormPage } from '../pages/application-form-page.js';
import { findAccessibilityViolations } from '../support/accessibility.js';
import { useBrowserSession } from '../support/browser-session.js';
import { pressWithTab } from '../support/keyboard.js';
import { decideThroughOfficerApi } from '../support/officer-api.js';
import { signInNewOfficer } from '../support/officer-sign-in.js';
import { applyAndPay } from '../support/paid-application.js';
import { uniqueEmail } from '../support/test-identities.js';
import '../support/provided-context.js';

const session = useBrowserSession();

/** The whole visit: the form, the payment, an officer's sign-in and the applicant's answers. */
const JOURNEY_TIMEOUT_MS = 300_000;
/** Enough presses to cross the masthead, the header and the details' controls. */
const MAX_TABS = 60;

const OFFICER_REQUEST = 'Please add the vessel registration certificate to your application.';
const WITHDRAW_QUESTION = 'Withdraw this application?';

async function expectNoViolations(page: Page, state: string): Promise<void> {
  expect.soft(await findAccessibilityViolations(page), state).toEqual([]);
}

test(
  'an applicant reads the authority request, responds from the edit page, then withdraws the application',
  async () => {
    const page = session.page;
    const portal = { baseUrl: session.baseUrl, dataDir: inject('dataDir') };
    const { id, detailsPath } = await applyAndPay(
      page,
      portal,
      uniqueEmail('decisions'),
      'decisions',
    );
    const details = new ApplicationDetailsPage(page);

    const officerConsole = await signInNewOfficer(await session.newPage(), portal, {
      role: 'officer',
      name: 'Inspector Lim',
    });
    expect(
      await decideThroughOfficerApi(officerConsole, id, {
        action: 'request-action',
        message: OFFICER_REQUEST,
      }),
    ).toBe(200);

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
