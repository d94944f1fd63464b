// ACC-17, ACC-43: a new user signs in with an e-mail code, registers, is approved with the
// command and lands on /dashboard as ACTIVE.
import { expect, inject, test } from 'vitest';
import { PortalPage } from '../pages/portal-page.js';
import { UserStatusPage } from '../pages/user-status-page.js';
import { decideAccount } from '../support/accounts-cli.js';
import { useBrowserSession } from '../support/browser-session.js';
import { registerByEmail } from '../support/journeys.js';
import { NAV_ACTIVE_ONLY, SUBMITTED_STATUS_TEXT } from '../support/spec-expectations.js';
import { uniqueEmail } from '../support/test-identities.js';
import '../support/provided-context.js';

const session = useBrowserSession();

test('register, see the SUBMITTED status, get approved, land on /dashboard', async () => {
  const email = uniqueEmail('registration');
  await registerByEmail(session.page, email);

  const userStatus = new UserStatusPage(session.page);
  await userStatus.goto('/');
  await userStatus.waitForPath(UserStatusPage.path);
  await userStatus.main.getByText(SUBMITTED_STATUS_TEXT).first().waitFor();
  expect(await userStatus.navLink(NAV_ACTIVE_ONLY).count()).toBe(0);

  await decideAccount({ baseUrl: session.baseUrl, dataDir: inject('dataDir') }, 'approve', email);

  const portal = new PortalPage(session.page);
  await portal.goto('/');
  await portal.waitForPath('/dashboard');
  await portal.navLink(NAV_ACTIVE_ONLY).waitFor();
});
