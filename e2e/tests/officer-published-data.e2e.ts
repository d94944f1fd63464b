// OFF-30 to OFF-36 in Chromium: a supervisor (the app's code computed here) publishes a temporary
// restricted area from today for a few days around a point in the console, and the public Enquiry
// Tool's answer for a kite inside it on those days changes from "No permit needed" to "Permit
// needed", naming the area, which the map lists; the supervisor then withdraws it. The public
// holidays page too. axe-core on every console state (list, empty, form, error). A portal of this
// file's own: the area changes every visitor's answers, and other files ask about the same site
// while this one runs beside them.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { EnquiryToolPage } from '../pages/enquiry-tool-page.js';
import { findAccessibilityViolations } from '../support/accessibility.js';
import { useBrowserSession } from '../support/browser-session.js';
import { signInNewOfficer } from '../support/officer-sign-in.js';
import { useOwnPortalServer } from '../support/own-portal-server.js';

const portal = useOwnPortalServer({}, 'server-published-data.log');
const session = useBrowserSession({ baseUrl: () => portal().baseUrl });

/** The sign-in, the publication, two Enquiry Tool answers and the withdrawal. */
const JOURNEY_TIMEOUT_MS = 240_000;

/** Tuas South, as enquiry-tool.e2e.ts's far west: more than 10 km from every runway. */
const SITE = { latitude: '1.29', longitude: '103.63' };
const AREA_NAME = `Island closure ${Date.now()}`;

/** A Singapore date `days` from today, as a person types it (dd/mm/yyyy) in the console and the Enquiry Tool. */
function singaporeDay(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  // en-GB writes dates as dd/mm/yyyy.
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Singapore' }).format(at);
}

async function expectNoViolations(page: Page, state: string): Promise<void> {
  expect.soft(await findAccessibilityViolations(page), state).toEqual([]);
}

/** A kite 100 ft above the site tomorrow evening, asked anonymously in a page of its own. */
async function askKite(page: Page): Promise<EnquiryToolPage> {
  const enquiryTool = new EnquiryToolPage(page);
  await enquiryTool.open();
  await enquiryTool.chooseCategory('Aerial Activities');
  await enquiryTool.chooseActivity('Kite Flying/Parasailing');
  await enquiryTool.typePoint(SITE);
  await enquiryTool.typeHeight(/^Maximum Height above mean sea level/, '100');
  const tomorrow = singaporeDay(1);
  await page.getByLabel('Start Date', { exact: true }).fill(tomorrow);
  await page.getByLabel('End Date', { exact: true }).fill(tomorrow);
  await page.getByLabel('Start Time', { exact: true }).fill('18:00');
  await page.getByLabel('End Time', { exact: true }).fill('19:00');
  return enquiryTool;
}

test(
  'a supervisor publishes a temporary restricted area and the Enquiry Tool answer inside it changes',
  async () => {
    const before = await askKite(await session.newPage());
    await before.verdict('No permit needed').waitFor();

    const officerConsole = await signInNewOfficer(
      session.page,
      { baseUrl: session.baseUrl, dataDir: portal().dataDir },
      { role: 'supervisor', name: 'Chief Inspector' },
    );
    const { page } = officerConsole;
    const navigation = officerConsole.consoleNavigation;

    await navigation.getByRole('link', { name: 'Public holidays' }).click();
    await page.getByRole('heading', { name: 'Public holidays', level: 1 }).waitFor();
    await page.getByText('25 Dec 2026').waitFor();
    await expectNoViolations(page, 'public holidays');
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Date is mandatory.').waitFor();
    await expectNoViolations(page, 'public holiday form refused');

    await navigation.getByRole('link', { name: 'Restricted areas' }).click();
    await page.getByRole('heading', { name: 'Restricted areas', level: 1 }).waitFor();
    await page
      .getByText('TEMPORARY_RESTRICTED_AREAS_FILE lists no area', { exact: false })
      .waitFor();
    await expectNoViolations(page, 'restricted areas');

    await page.getByRole('button', { name: 'Publish a restricted area' }).click();
    const form = page.getByRole('form', { name: 'Publish a restricted area' });
    await form.getByRole('button', { name: 'Publish' }).click();
    await form.getByText('Name is mandatory.').waitFor();
    await expectNoViolations(page, 'restricted area form refused');

    // The area typed as a circle in the map's coordinates form, the keyboard's way to draw.
    await form.getByLabel('Name', { exact: true }).fill(AREA_NAME);
    await form.getByLabel('Type of location').selectOption({ label: 'Circle (centre and radius)' });
    await form.getByLabel('Centre latitude').fill(SITE.latitude);
    await form.getByLabel('Centre longitude').fill(SITE.longitude);
    await form.getByLabel('Radius (m)').fill('1000');
    await form.getByRole('button', { name: 'Show on map' }).click();
    await form.getByLabel('Upper height (ft)').fill('2500');
    await form.getByLabel('Start date').fill(singaporeDay(0));
    await form.getByLabel('End date').fill(singaporeDay(3));
    await expectNoViolations(page, 'restricted area form');
    await form.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('The restricted area has been published.').waitFor();
    const row = page.getByRole('row').filter({ hasText: AREA_NAME });
    expect(await row.innerText()).toContain('In force');
    await expectNoViolations(page, 'restricted area published');

    const after = await askKite(await session.newPage());
    await after.verdict('Permit needed').waitFor();
    expect(await after.answer.textContent()).toContain(AREA_NAME);
    await after.page.getByText(AREA_NAME).first().waitFor();
    await expectNoViolations(after.page, 'Enquiry Tool inside the area');

    // Withdrawn with a reason, and listed as such.
    await row.getByRole('button', { name: `Withdraw ${AREA_NAME}` }).click();
    await row.getByLabel('Reason').fill('The event is over');
    await expectNoViolations(page, 'withdrawal form');
    await row.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText('The restricted area has been withdrawn.').waitFor();
    await expect.poll(() => row.innerText()).toContain('Withdrawn');
  },
  JOURNEY_TIMEOUT_MS,
);
