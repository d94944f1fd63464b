// ROUTE-15, ENQ-1 to ENQ-5, ENQ-10, ENQ-11, ENQ-14: the Enquiry Tool, anonymous, in Chromium: its meta
// texts, and each category answered by the rules engine from typed coordinates (the keyboard path).
import { expect, test } from 'vitest';
import { EnquiryToolPage } from '../pages/enquiry-tool-page.js';
import { PortalPage } from '../pages/portal-page.js';
import { findAccessibilityViolations } from '../support/accessibility.js';
import { useBrowserSession } from '../support/browser-session.js';

const session = useBrowserSession();
const ENQUIRY_TOOL_PATH = EnquiryToolPage.path;

/** Kallang: between 5 and 10 km of Paya Lebar Air Base's runway. */
const NEAR_PAYA_LEBAR = { latitude: '1.304', longitude: '103.8745' };
/** Tuas South, the far west: more than 10 km from every runway. */
const FAR_WEST = { latitude: '1.29', longitude: '103.63' };
const KITE_HEIGHT = /^Maximum Height above mean sea level/;

async function askKite(point: typeof FAR_WEST, heightFt: string): Promise<EnquiryToolPage> {
  const enquiryTool = new EnquiryToolPage(session.page);
  await enquiryTool.open();
  await enquiryTool.chooseCategory('Aerial Activities');
  await enquiryTool.chooseActivity('Kite Flying/Parasailing');
  await enquiryTool.typePoint(point);
  await enquiryTool.typeHeight(KITE_HEIGHT, heightFt);
  return enquiryTool;
}

test('the Enquiry Tool is titled as a permit eligibility check', async () => {
  const enquiryTool = new PortalPage(session.page);
  await enquiryTool.goto(ENQUIRY_TOOL_PATH);
  await expect.poll(() => enquiryTool.title()).toMatch(/permit/i);
  expect(await enquiryTool.title()).toMatch(/eligib/i);
});

test('the Enquiry Tool is described as checking whether a permit or clearance is needed', async () => {
  const enquiryTool = new PortalPage(session.page);
  await enquiryTool.goto(ENQUIRY_TOOL_PATH);
  await expect
    .poll(() => enquiryTool.metaDescription())
    // Spec: "says to check whether a permit or clearance is needed for the planned activity".
    .toMatch(/check whether .*permit or clearance.*planned activity/i);
});

test('before its scripts arrive, the Enquiry Tool already says what it is for (PERF-11)', async () => {
  const page = session.page;
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(ENQUIRY_TOOL_PATH);

  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Enquiry Tool');
  expect(await page.getByText(/^Check whether you need a permit or clearance/).isVisible()).toBe(
    true,
  );
  expect(await page.getByRole('status', { name: 'Loading the portal' }).isVisible()).toBe(true);
});

test('while the app starts, the painted heading stays, and gives way to the page (PERF-11)', async () => {
  const page = session.page;
  let releaseStatus: () => void = () => undefined;
  const statusHeld = new Promise<void>((resolve) => (releaseStatus = resolve));
  await page.route('**/login-service/status', async (route) => {
    await statusHeld;
    await route.continue();
  });
  const statusAsked = page.waitForRequest('**/login-service/status');
  await page.goto(ENQUIRY_TOOL_PATH);
  // The app is running: its start-up checks have asked for the status.
  await statusAsked;

  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Enquiry Tool');
  expect(await page.getByRole('status', { name: 'Loading the portal' }).isVisible()).toBe(true);
  expect(await page.title()).toMatch(/Aviation/);

  releaseStatus();
  await page.getByRole('radio', { name: 'Aerial Activities' }).waitFor();
  expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  expect(await page.locator('#startup-shell').count()).toBe(0);
  expect(await page.locator('head > title').count()).toBe(1);
  expect(await page.locator('head > meta[name="description"]').count()).toBe(1);
});

test('once started, the Enquiry Tool shows its own heading once, in place of the painted one', async () => {
  const enquiryTool = new EnquiryToolPage(session.page);
  await enquiryTool.open();
  expect(await session.page.getByRole('heading', { level: 1 }).count()).toBe(1);
  expect(await session.page.locator('.portal-static-intro').count()).toBe(0);
});

test('the "Enquiry Tool" navigation item opens the Enquiry Tool', async () => {
  const portal = new PortalPage(session.page);
  await portal.goto('/home');
  await portal.navLink('Enquiry Tool').click();
  await portal.waitForPath(ENQUIRY_TOOL_PATH);
  expect(portal.pathname()).toBe(ENQUIRY_TOOL_PATH);
});

test('a kite above 200 ft near Paya Lebar needs a permit, and the answer says why (ENQ-5)', async () => {
  const enquiryTool = await askKite(NEAR_PAYA_LEBAR, '300');

  await enquiryTool.verdict('Permit needed').waitFor();
  expect(await enquiryTool.answer.textContent()).toMatch(
    /reaches 300 ft above sea level, above the 200 ft limit within 10 km of Paya Lebar Air Base/,
  );
  expect(await enquiryTool.answer.getByText('Within 10 km of Paya Lebar Air Base').count()).toBe(1);
});

test('a kite below 500 ft far from every aerodrome needs no permit (ENQ-5)', async () => {
  const enquiryTool = await askKite(FAR_WEST, '400');

  await enquiryTool.verdict('No permit needed').waitFor();
  expect(await enquiryTool.answer.textContent()).toMatch(/not above the 500 ft limit/);
});

test('"Start an application" carries the answers to /apply/permit (ENQ-14)', async () => {
  const enquiryTool = await askKite(NEAR_PAYA_LEBAR, '300');

  const href = new URL(
    (await enquiryTool.startApplication.getAttribute('href')) ?? '',
    enquiryTool.baseUrl(),
  );
  expect(href.pathname).toBe('/apply/permit');
  expect(Object.fromEntries(href.searchParams)).toMatchObject({
    category: '4',
    activityType: 'KITE',
    height: '300',
    heightUnit: 'ft',
    heightReference: 'AMSL',
  });
  expect(JSON.parse(href.searchParams.get('location') ?? 'null')).toEqual({
    kind: 'point',
    point: NEAR_PAYA_LEBAR,
  });
});

test('the Enquiry Tool with an answer passes axe at WCAG 2.1 AA (ROUTE-43)', async () => {
  const enquiryTool = await askKite(NEAR_PAYA_LEBAR, '300');
  await enquiryTool.verdict('Permit needed').waitFor();

  expect(await findAccessibilityViolations(session.page)).toEqual([]);
});

// ENQ-4, ENQ-10, ENQ-11: the other three categories, each answered with its own questions.
const SENTOSA = { latitude: '1.248', longitude: '103.822' };

test('a crane whose top is above the height-limit zone needs a clearance (ENQ-4)', async () => {
  const enquiryTool = new EnquiryToolPage(session.page);
  await enquiryTool.open();
  await enquiryTool.chooseCategory('Erection of Cranes and Tall Construction Machinery');
  await enquiryTool.typePoint(SENTOSA);
  await enquiryTool.typeHeight(/^Site Ground Elevation/, '10');
  await enquiryTool.typeHeight(/^Working Height/, '190');

  await enquiryTool.verdict('Permit needed').waitFor();
  expect(await enquiryTool.answer.textContent()).toMatch(/193\.1/);
});

test('a 60 m vessel off Sentosa, away from Changi, needs no clearance (ENQ-10)', async () => {
  const enquiryTool = new EnquiryToolPage(session.page);
  await enquiryTool.open();
  await enquiryTool.chooseCategory('Ship Crossing');
  await enquiryTool.typePoint(SENTOSA);
  await enquiryTool.typeHeight(/^Vessel Height/, '60');

  await enquiryTool.verdict('No permit needed').waitFor();
});

test('aerial photography always needs a clearance, 14 working days ahead (ENQ-11)', async () => {
  const enquiryTool = new EnquiryToolPage(session.page);
  await enquiryTool.open();
  await enquiryTool.chooseCategory('Aerial Photography/Videography');
  await enquiryTool.typePoint(SENTOSA);
  for (const question of await session.page.getByRole('group').all()) {
    const no = question.getByRole('radio', { name: 'No', exact: true });
    if ((await no.count()) === 1) await no.check();
  }

  await enquiryTool.verdict('Permit needed').waitFor();
  expect(await enquiryTool.answer.textContent()).toMatch(/14 working days/);
});
