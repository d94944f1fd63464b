// Issue 3: Singpass and Corppass sign-in through the embedded MockPass (started by the portal when
// no provider is configured), and the MyInfo prefill of the profile form.
import { expect, test } from 'vitest';
import { ProfilePage } from '../pages/profile-page.js';
import { useBrowserSession } from '../support/browser-session.js';
import { signInThroughMockPass } from '../support/journeys.js';
import { uniqueNric, uniqueUen } from '../support/test-identities.js';

const session = useBrowserSession();

test('a new Singpass user signs in through MockPass and lands on /profile', async () => {
  const profile = await signInThroughMockPass(session.page, { nric: uniqueNric() });
  expect(profile.pathname()).toBe(ProfilePage.path);
  // Spec section 2: a digital-identity log-in has the user menu instead of "Login / Signup".
  expect(await profile.loginSignup.count()).toBe(0);
});

test('a new Corppass user signs in through MockPass and lands on /profile', async () => {
  const profile = await signInThroughMockPass(session.page, {
    nric: uniqueNric(),
    uen: uniqueUen(),
  });
  expect(profile.pathname()).toBe(ProfilePage.path);
  expect(await profile.loginSignup.count()).toBe(0);
});
