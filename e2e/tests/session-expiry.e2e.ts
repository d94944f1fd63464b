// ERR-8, ACC-12: a call with a session that has ended answers 401; the page shows
// "Session timed out. Please sign in again to continue.", waits 2 s, and replaces itself with /login.
import { expect, test } from 'vitest';
import { LoginPage } from '../pages/login-page.js';
import { ProfilePage } from '../pages/profile-page.js';
import { useBrowserSession } from '../support/browser-session.js';
import { signInAsNewUser } from '../support/journeys.js';
import {
  SESSION_EXPIRY_REDIRECT_DELAY_MS,
  SESSION_TIMED_OUT,
} from '../support/spec-expectations.js';
import { uniqueEmail } from '../support/test-identities.js';

const session = useBrowserSession();
const LOGOUT_PATH = '/login-service/logout';

/** Ends the session behind the page's back, as another tab sharing the cookie would. */
async function logOutElsewhere(profile: ProfilePage): Promise<void> {
  const { accessContent } = await profile.portalConfig();
  const response = await profile.page.request.get(LOGOUT_PATH, {
    headers: { 'x-access-content': accessContent },
  });
  expect(response.status()).toBe(204);
}

test('an ended session shows the time-out message, then /login after 2 s', async () => {
  const profile = await signInAsNewUser(session.page, uniqueEmail('expired'));
  await profile.answer('Name', 'Tan Ah Kow');
  await logOutElsewhere(profile);

  // Saving the draft is a call that needs the session.
  await profile.main.getByRole('button', { name: /save/i }).first().click();

  await profile.toast(SESSION_TIMED_OUT).waitFor();
  const shownAt = Date.now();
  expect(profile.pathname()).toBe(ProfilePage.path);
  await profile.waitForPath(LoginPage.path);
  // Detecting the toast takes a moment, so the measured wait is a little under the 2 s.
  expect(Date.now() - shownAt).toBeGreaterThan(SESSION_EXPIRY_REDIRECT_DELAY_MS - 500);
});
