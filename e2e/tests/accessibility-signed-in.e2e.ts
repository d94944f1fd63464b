// ROUTE-43: axe-core at WCAG 2.1 AA, zero violations, on the pages of the
// sign-in and registration journey, and on /application/details/edit with a draft.
import { expect, inject, test } from 'vitest';
import { ApplicationFormPage } from '../pages/application-form-page.js';
import { LoginPage } from '../pages/login-page.js';
import { PortalPage } from '../pages/portal-page.js';
import { decideAccount } from '../support/accounts-cli.js';
import { findAccessibilityViolations } from '../support/accessibility.js';
import { waitForSavedDraft } from '../support/application-journey.js';
import { useBrowserSession } from '../support/browser-session.js';
import { registerByEmail, signInAsActiveUser, signInAsNewUser } from '../support/journeys.js';
import { uniqueEmail } from '../support/test-identities.js';
import '../support/provided-context.js';

const session = useBrowserSession();

test("/login's code step has no WCAG 2.1 AA violations", async () => {
  const login = new LoginPage(session.page);
  await login.open();
  await login.requestCode(uniqueEmail('axe-login'));
  expect(await findAccessibilityViolations(session.page)).toEqual([]);
});

test('/profile of a new user has no WCAG 2.1 AA violations', async () => {
  await signInAsNewUser(session.page, uniqueEmail('axe-profile'));
  expect(await findAccessibilityViolations(session.page)).toEqual([]);
});

test('/userStatus and then /dashboard have no WCAG 2.1 AA violations', async () => {
  const email = uniqueEmail('axe-status');
  await registerByEmail(session.page, email);
  const portal = new PortalPage(session.page);

  await portal.goto('/userStatus');
  expect.soft(await findAccessibilityViolations(session.page), '/userStatus').toEqual([]);

  await decideAccount({ baseUrl: session.baseUrl, dataDir: inject('dataDir') }, 'approve', email);
  await portal.goto('/dashboard');
  expect.soft(await findAccessibilityViolations(session.page), '/dashboard').toEqual([]);
});

test('/application/details/edit of a draft shows its answers and has no WCAG 2.1 AA violations', async () => {
  const { page } = session;
  await signInAsActiveUser(
    page,
    { baseUrl: session.baseUrl, dataDir: inject('dataDir') },
    uniqueEmail('axe-edit'),
  );
  const form = new ApplicationFormPage(page);
  await form.open('category=3');
  const answers = {
    'Type of Activity': 'Crossing of a tall vessel',
    Venue: 'Changi East channel',
    Purpose: 'Delivery of a floating crane to Tuas',
    'Vessel Name': 'Sea Breeze',
    'Date of Vessel Movement': await form.earliestStartDate(),
  };
  await form.fill(answers);
  const id = await waitForSavedDraft(form);

  // The draft, opened where the details page's "Edit" leads.
  await form.openForEditing(id);
  expect(form.pathname()).toBe(ApplicationFormPage.editPath);
  await form.heading.filter({ hasText: 'Edit Application' }).waitFor();
  for (const [label, value] of Object.entries(answers)) {
    expect.soft(await form.field(label).inputValue(), label).toBe(value);
  }
  expect(await findAccessibilityViolations(page)).toEqual([]);
}, 120_000);
