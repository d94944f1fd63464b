// ROUTE-43: axe-core at WCAG 2.1 AA, zero violations, on the pages of the
// sign-in and registration journey.
import { expect, inject, test } from 'vitest';
import { LoginPage } from '../pages/login-page.js';
import { PortalPage } from '../pages/portal-page.js';
import { decideAccount } from '../support/accounts-cli.js';
import { findAccessibilityViolations } from '../support/accessibility.js';
import { useBrowserSession } from '../support/browser-session.js';
import { registerByEmail, signInAsNewUser } from '../support/journeys.js';
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
