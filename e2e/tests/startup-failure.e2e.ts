// ROUTE-42, start-up failures: "If the human-check script does not load within 5 s, or the
// status call fails to start, the error page is shown."
import { test } from 'vitest';
import { ErrorPage } from '../pages/error-page.js';
import { useBrowserSession } from '../support/browser-session.js';

const session = useBrowserSession();

test('a failing status call shows the error page and the server-down message', async () => {
  await session.page.route('**/login-service/status', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ status: 500, errorCodes: 'INTERNAL_SERVER_ERROR' }),
    }),
  );
  const errorPage = new ErrorPage(session.page);
  await session.page.goto('/home');
  const { supportEmail } = await errorPage.portalConfig();

  await errorPage.notFoundHeading.waitFor();
  // The shared handler's 500 row: the server-down message, which names the support address.
  await errorPage.toast(supportEmail).waitFor();
});

test('a human-check script that never loads shows the error page', async () => {
  // Hold the worker script's request without answering, as a stalled network would.
  await session.page.context().route('**/*human-check*.js', () => undefined);
  const errorPage = new ErrorPage(session.page);
  await session.page.goto('/home');

  await errorPage.notFoundHeading.waitFor();
});
