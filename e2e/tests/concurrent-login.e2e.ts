// ACC-11, ROUTE-34: one active session per account. A newer sign-in ends the older one,
// whose page then shows "Concurrent Logins Detected". Both sign in with Singpass (MockPass): an
// e-mail code could not be asked for twice within the resend interval.
import { test } from 'vitest';
import { LoginPage } from '../pages/login-page.js';
import { PortalPage } from '../pages/portal-page.js';
import { useBrowserSession } from '../support/browser-session.js';
import { signInThroughMockPass } from '../support/journeys.js';
import { CONCURRENT_LOGINS_TEXT, CONCURRENT_LOGINS_TITLE } from '../support/spec-expectations.js';
import { uniqueNric } from '../support/test-identities.js';

const session = useBrowserSession();

test('a sign-in in a second browser shows "Concurrent Logins Detected" in the first', async () => {
  const person = { nric: uniqueNric() };
  await signInThroughMockPass(session.page, person);

  await signInThroughMockPass(await session.newPage(), person);

  // The first browser learns of it at its next status call: here, the next page it opens.
  const first = new PortalPage(session.page);
  await first.goto('/home');
  await first.dialog(CONCURRENT_LOGINS_TITLE).getByText(CONCURRENT_LOGINS_TEXT).waitFor();
});

test('the first browser, reloading the guarded /profile, is told on /login why', async () => {
  const person = { nric: uniqueNric() };
  const first = await signInThroughMockPass(session.page, person);

  await signInThroughMockPass(await session.newPage(), person);

  // The reload asks for the status twice (start-up, then the guard); only the first answer says
  // why the session ended, and the guard sends the page to /login.
  await session.page.reload();
  await first.waitForPath(LoginPage.path);
  await first.dialog(CONCURRENT_LOGINS_TITLE).getByText(CONCURRENT_LOGINS_TEXT).waitFor();
});
