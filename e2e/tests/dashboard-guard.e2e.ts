// ROUTE-20: only ACTIVE users reach /dashboard. A signed-in user of another status who types the
// address goes where "/" sends that status (ROUTE-6): a PENDING_REGISTRATION user to /profile.
import { expect, test } from 'vitest';
import { ProfilePage } from '../pages/profile-page.js';
import { useBrowserSession } from '../support/browser-session.js';
import { signInThroughMockPass } from '../support/journeys.js';
import { uniqueNric } from '../support/test-identities.js';

const session = useBrowserSession();

test('a signed-in PENDING_REGISTRATION user typing /dashboard lands on /profile', async () => {
  const profile = await signInThroughMockPass(session.page, { nric: uniqueNric() });

  await profile.goto('/dashboard');

  await profile.waitForPath(ProfilePage.path);
  expect(profile.pathname()).toBe(ProfilePage.path);
  await expect(profile.heading.innerText()).resolves.toMatch(/profile/i);
});
