// ACC-6: Singpass and Corppass sign-in through the embedded MockPass (started by the portal when
// no provider is configured), and the MyInfo prefill of the profile form.
import { expect, inject, test } from 'vitest';
import { EmailProofPanel } from '../pages/email-proof-panel.js';
import { ProfilePage } from '../pages/profile-page.js';
import { decideAccount } from '../support/accounts-cli.js';
import { useBrowserSession } from '../support/browser-session.js';
import { signInThroughMockPass, submitValidProfile } from '../support/journeys.js';
import { NAV_ACTIVE_ONLY } from '../support/spec-expectations.js';
import { uniqueEmail, uniqueNric, uniqueUen } from '../support/test-identities.js';
import '../support/provided-context.js';

const session = useBrowserSession();

test('a new Singpass user signs in through MockPass and lands on /profile', async () => {
  const profile = await signInThroughMockPass(session.page, { nric: uniqueNric() });
  expect(profile.pathname()).toBe(ProfilePage.path);
  // ROUTE-29, ROUTE-31: a digital-identity log-in has the user menu instead of "Login / Signup".
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

// ACC-17, ACC-43: the same journey as the e-mail user's, through Singpass and Corppass. The
// officer's command finds these accounts, which have no sign-in address, by the profile's address
// once the user has verified it (ACC-34).
test.each([
  ['Singpass', false],
  ['Corppass', true],
])(
  'a %s user registers, is approved with the command and lands on /dashboard',
  async (kind, corporate) => {
    const email = uniqueEmail(`${kind.toLowerCase()}-registration`);
    const nric = uniqueNric();
    const profile = await signInThroughMockPass(
      session.page,
      corporate ? { nric, uen: uniqueUen() } : { nric },
    );
    await new EmailProofPanel(profile, session.baseUrl).verify(email);
    await submitValidProfile(profile, email);

    await decideAccount({ baseUrl: session.baseUrl, dataDir: inject('dataDir') }, 'approve', email);

    await profile.goto('/');
    await profile.waitForPath('/dashboard');
    await profile.navLink(NAV_ACTIVE_ONLY).waitFor();
  },
);
