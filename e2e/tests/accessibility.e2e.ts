// ROUTE-43: axe-core on every public page, zero violations at WCAG 2.1 AA.
import { expect, test } from 'vitest';
import { PortalPage } from '../pages/portal-page.js';
import { findAccessibilityViolations } from '../support/accessibility.js';
import { useBrowserSession } from '../support/browser-session.js';
import { ERROR_PAGE_ROUTES, PUBLIC_ROUTES } from '../support/spec-expectations.js';

const session = useBrowserSession();

// /userStatus is checked wherever it sends an anonymous visitor.
const AUDITED_ROUTES = [...PUBLIC_ROUTES, '/userStatus', ...ERROR_PAGE_ROUTES];

test.each(AUDITED_ROUTES)('%s has no WCAG 2.1 AA violations', async (route) => {
  const portal = new PortalPage(session.page);
  await portal.goto(route);
  expect(await findAccessibilityViolations(session.page)).toEqual([]);
});
