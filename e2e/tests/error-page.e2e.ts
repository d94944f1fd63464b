// ROUTE-17: "/ErrorPage and any unknown path" show the not-found page.
import { expect, test } from 'vitest';
import { ErrorPage } from '../pages/error-page.js';
import { useBrowserSession } from '../support/browser-session.js';
import { ERROR_PAGE_ROUTES } from '../support/spec-expectations.js';

const session = useBrowserSession();

test.each(ERROR_PAGE_ROUTES)(
  '%s shows "Oops! We can\'t find the page." with a link to the enquiries form',
  async (route) => {
    const errorPage = new ErrorPage(session.page);
    await errorPage.goto(route);
    await errorPage.notFoundHeading.waitFor();
    // "a link to an external enquiries and feedback form": it leads away from the portal.
    const href = (await errorPage.enquiriesLink.getAttribute('href')) ?? '';
    expect(new URL(href, session.baseUrl).origin).not.toBe(new URL(session.baseUrl).origin);
  },
);
