// ACC-13 to ACC-15, ROUTE-35: after the idle interval an ACTIVE user is asked "Session
// Timeout!"; Continue Session re-checks and keeps the session, Logout ends it and goes to /.
// A portal of this file's own has a 5-second interval (the default is 10 minutes).
import { expect, test } from 'vitest';
import { LoginPage } from '../pages/login-page.js';
import { PortalPage } from '../pages/portal-page.js';
import { useBrowserSession } from '../support/browser-session.js';
import { signInAsActiveUser } from '../support/journeys.js';
import { useOwnPortalServer } from '../support/own-portal-server.js';
import {
  CONTINUE_SESSION,
  LOGOUT,
  NAV_ACTIVE_ONLY,
  SESSION_TIMEOUT_TEXT,
  SESSION_TIMEOUT_TITLE,
} from '../support/spec-expectations.js';
import { uniqueEmail } from '../support/test-identities.js';

const IDLE_TIMEOUT_MS = 5_000;
const portal = useOwnPortalServer({ IDLE_TIMEOUT_MS: String(IDLE_TIMEOUT_MS) }, 'server-idle.log');
const session = useBrowserSession({ baseUrl: () => portal().baseUrl });

async function idleOnDashboard(purpose: string): Promise<PortalPage> {
  await signInAsActiveUser(session.page, portal(), uniqueEmail(purpose));
  const dashboard = new PortalPage(session.page);
  await dashboard.dialog(SESSION_TIMEOUT_TITLE).getByText(SESSION_TIMEOUT_TEXT).waitFor();
  return dashboard;
}

test('Continue Session closes the modal and keeps the session', async () => {
  const dashboard = await idleOnDashboard('idle-continue');
  const dialog = dashboard.dialog(SESSION_TIMEOUT_TITLE);

  await dialog.getByRole('button', { name: CONTINUE_SESSION }).click();

  await dialog.waitFor({ state: 'hidden' });
  await dashboard.goto('/dashboard');
  expect(dashboard.pathname()).toBe('/dashboard');
  await dashboard.navLink(NAV_ACTIVE_ONLY).waitFor();
});

test('Logout ends the session, clears the status and lands on /', async () => {
  const dashboard = await idleOnDashboard('idle-logout');

  await dashboard.dialog(SESSION_TIMEOUT_TITLE).getByRole('button', { name: LOGOUT }).click();

  // "/" sends a visitor with no status to /home (ROUTE-6).
  await dashboard.waitForPath('/home');
  await dashboard.loginSignup.waitFor();
  expect(await dashboard.navLink(NAV_ACTIVE_ONLY).count()).toBe(0);
  // The session is over on the server too: the guard sends the visitor to /login.
  await dashboard.goto('/dashboard');
  await dashboard.waitForPath(LoginPage.path);
});
