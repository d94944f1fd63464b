// ROUTE-45, ROUTE-46, ROUTE-43: when a chunk of the built app cannot be fetched (a deploy replaced
// it, the connection dropped), the portal says so in its own words and the rest keeps working: a
// page shows "Oops! Something went wrong..." inside the shell, and a map that fails leaves its
// coordinates form usable. Each state passes axe-core.
import { expect, test } from 'vitest';
import { EnquiryToolPage } from '../pages/enquiry-tool-page.js';
import { HomePage } from '../pages/home-page.js';
import { findAccessibilityViolations } from '../support/accessibility.js';
import { useBrowserSession } from '../support/browser-session.js';

const session = useBrowserSession();
const PORTAL_MESSAGE = 'Oops! Something went wrong...';

test("a page whose chunk fails shows the portal's message in the shell (ROUTE-45)", async () => {
  await session.page.route('**/assets/home-route-*.js', (route) => route.abort('failed'));
  const home = new HomePage(session.page);
  await home.open();

  await home.main.getByRole('heading', { name: PORTAL_MESSAGE }).waitFor();
  expect(await session.page.getByText('Unexpected Application Error!').count()).toBe(0);
  expect(await findAccessibilityViolations(session.page)).toEqual([]);
});

test('a map whose chunk fails says so and its coordinates form still works (ROUTE-46)', async () => {
  await session.page.route('**/assets/portal-map-*.js', (route) => route.abort('failed'));
  const enquiryTool = new EnquiryToolPage(session.page);
  await enquiryTool.open();

  await enquiryTool.main.getByRole('alert').filter({ hasText: PORTAL_MESSAGE }).waitFor();
  expect(await findAccessibilityViolations(session.page)).toEqual([]);
  await enquiryTool.typePoint({ latitude: '1.3521', longitude: '103.8198' });
  await session.page
    .getByText('Selected location: Point at latitude 1.3521, longitude 103.8198')
    .waitFor();
});
