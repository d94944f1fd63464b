// ROUTE-19: a user without a valid session is sent to /login.
import { expect, test } from 'vitest';
import { LoginPage } from '../pages/login-page.js';
import { useBrowserSession } from '../support/browser-session.js';
import { GUARDED_ROUTES } from '../support/spec-expectations.js';

const session = useBrowserSession();

test('/login shows the login page', async () => {
  const login = new LoginPage(session.page);
  await login.goto(LoginPage.path);
  expect(login.pathname()).toBe(LoginPage.path);
  expect(await login.heading.innerText()).toMatch(LoginPage.headingPattern);
});

test.each(GUARDED_ROUTES)('an anonymous visitor to %s is sent to /login', async (route) => {
  const login = new LoginPage(session.page);
  await login.goto(route);
  await login.waitForPath(LoginPage.path);
  expect(await login.heading.innerText()).toMatch(LoginPage.headingPattern);
});
