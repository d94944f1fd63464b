// SEC-4: the CSRF token is bound to the session, so a sign-in and a sign-out each void the token
// the page holds. The page never reloads here: the request pipeline itself must notice the refusal,
// fetch a fresh token and send the call again, so the visitor sees only the answers they asked for.
import type { Response } from 'playwright-core';
import { expect, test } from 'vitest';
import { LoginPage } from '../pages/login-page.js';
import { ProfilePage } from '../pages/profile-page.js';
import { useBrowserSession } from '../support/browser-session.js';
import { submitValidProfile } from '../support/journeys.js';
import { LOGOUT } from '../support/spec-expectations.js';
import { uniqueEmail } from '../support/test-identities.js';

const session = useBrowserSession();
const CSRF_TOKEN_PATH = '/login-service/csrf-token';

test('after a sign-in and after a sign-out the next calls succeed with a fresh token', async () => {
  const tokenAnswers: Response[] = [];
  session.page.on('response', (response) => {
    if (new URL(response.url()).pathname === CSRF_TOKEN_PATH) tokenAnswers.push(response);
  });
  const first = uniqueEmail('csrf-first');
  const second = uniqueEmail('csrf-second');

  // Signed out: the code request fetches the page's first token.
  const login = new LoginPage(session.page);
  await login.signInWithEmail(first);
  const profile = new ProfilePage(session.page);
  await profile.waitForPath(ProfilePage.path);
  const tokensBeforeSubmitting = tokenAnswers.length;

  // Signed in, in the same page: the first state-changing call carries the signed-out token.
  await submitValidProfile(profile, first);
  expect(tokenAnswers.length).toBeGreaterThan(tokensBeforeSubmitting);

  // Once the profile is submitted the menu carries the name validProfile gives (ROUTE-30).
  await profile.userMenu('Tan Ah Kow').click();
  await profile.header.getByRole('button', { name: LOGOUT }).click();
  await profile.loginSignup.click();
  await login.waitForPath(LoginPage.path);

  // Signed out again, still the same page: the code request carries the ended session's token.
  await login.enterCode(await login.requestCode(second));
  await profile.waitForPath(ProfilePage.path);
  await profile.waitUntilSettled();
  await submitValidProfile(profile, second);

  expect(tokenAnswers.every((response) => response.status() === 200)).toBe(true);
  expect(await session.page.getByRole('alert').allInnerTexts()).not.toContainEqual(
    expect.stringMatching(/went wrong|try again/i),
  );
});
