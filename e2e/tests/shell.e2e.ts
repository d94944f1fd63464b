// ROUTE-2 to ROUTE-5 and the navigation (ROUTE-24 to ROUTE-31): the shell an anonymous visitor
// sees on every public route.
import { expect, test } from 'vitest';
import { HomePage } from '../pages/home-page.js';
import { LoginPage } from '../pages/login-page.js';
import { PortalPage } from '../pages/portal-page.js';
import { useBrowserSession } from '../support/browser-session.js';
import {
  ERROR_PAGE_ROUTES,
  FOOTER_LINKS,
  LAST_UPDATED,
  NAV_ACTIVE_ONLY,
  NAV_ALWAYS,
  PUBLIC_ROUTES,
  SCAM_HELPLINE,
} from '../support/spec-expectations.js';
import { isShown } from '../support/visibility.js';

const session = useBrowserSession();

// One page load per route; soft assertions so that every missing part is reported at once.
test.each([...PUBLIC_ROUTES, ...ERROR_PAGE_ROUTES])(
  '%s has the masthead, navigation, scam banner and footer of an anonymous visitor',
  async (route) => {
    const portal = new PortalPage(session.page);
    await portal.goto(route);

    expect.soft(await isShown(portal.masthead), 'official-website masthead').toBe(true);
    for (const item of NAV_ALWAYS) {
      expect.soft(await isShown(portal.navLink(item)), `nav item "${item}"`).toBe(true);
    }
    expect
      .soft(
        await portal.navLink(NAV_ACTIVE_ONLY).count(),
        `nav item "${NAV_ACTIVE_ONLY}" (for ACTIVE users only)`,
      )
      .toBe(0);
    expect.soft(await isShown(portal.loginSignup), '"Login / Signup" button').toBe(true);
    expect
      .soft(await isShown(portal.scamBanner(SCAM_HELPLINE)), `scam banner with ${SCAM_HELPLINE}`)
      .toBe(true);
    expect.soft(await portal.footer.innerText(), 'footer text').toContain(LAST_UPDATED);
    for (const link of FOOTER_LINKS) {
      expect
        .soft(await isShown(portal.footerLink(link.name)), `footer link: ${link.topic}`)
        .toBe(true);
    }
  },
);

test('"Login / Signup" leads to /login', async () => {
  const home = new HomePage(session.page);
  await home.open();
  await home.loginSignup.click();
  await home.waitForPath(LoginPage.path);
  expect(home.pathname()).toBe(LoginPage.path);
});
