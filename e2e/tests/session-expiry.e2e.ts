// ERR-8, ACC-12: a call with a session that has ended answers 401; the page shows
// "Session timed out. Please sign in again to continue.", waits 2 s, and replaces itself with /login.
import type { Page } from 'playwright-core';
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

interface TimeOutMarks {
  /** When the message appeared, by the page's own clock (performance.now()). */
  shown?: number;
  /** When the page was /login. */
  login?: number;
}

/**
 * Notes, in the page's own clock, when the time-out message appears and when /login replaces the
 * page: timed from outside, the test's polling for the message would shorten the wait it measures.
 */
async function watchTimeOut(page: Page): Promise<() => Promise<TimeOutMarks>> {
  await page.evaluate((message) => {
    const marks: TimeOutMarks = {};
    (window as unknown as { timeOutMarks: TimeOutMarks }).timeOutMarks = marks;
    new MutationObserver(() => {
      const alerts = [...document.querySelectorAll('[role="alert"]')];
      if (
        marks.shown === undefined &&
        alerts.some((alert) => alert.textContent?.includes(message))
      ) {
        marks.shown = performance.now();
      }
      if (
        marks.shown !== undefined &&
        marks.login === undefined &&
        location.pathname === '/login'
      ) {
        marks.login = performance.now();
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, SESSION_TIMED_OUT);
  return () =>
    page.evaluate(() => (window as unknown as { timeOutMarks: TimeOutMarks }).timeOutMarks);
}

test('an ended session shows the time-out message, then /login after 2 s', async () => {
  const profile = await signInAsNewUser(session.page, uniqueEmail('expired'));
  await profile.answer('Name', 'Tan Ah Kow');
  await logOutElsewhere(profile);

  const timeOutMarks = await watchTimeOut(profile.page);

  // Saving the draft is a call that needs the session.
  await profile.main.getByRole('button', { name: /save/i }).first().click();

  await profile.toast(SESSION_TIMED_OUT).waitFor();
  expect(profile.pathname()).toBe(ProfilePage.path);
  await profile.waitForPath(LoginPage.path);
  // The message stays its 2 s from when it appeared (the wait starts as the toast region takes the
  // toast in, a moment before it is drawn).
  const { shown, login } = await timeOutMarks();
  expect(shown).toBeDefined();
  expect(login).toBeDefined();
  expect((login ?? 0) - (shown ?? 0)).toBeGreaterThan(SESSION_EXPIRY_REDIRECT_DELAY_MS - 100);
});
