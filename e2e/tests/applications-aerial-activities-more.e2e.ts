// APP-2, APP-12, APP-13, APP-15, APP-16, APP-34, ENQ-6, APP-45, APP-49, APP-50, APP-57, ROUTE-43: the
// other four aerial activity types from the first answer to their details, each type's own fields
// reached and typed from the keyboard; a balloon release in military operating hours is refused
// by the form at its row and, when a submission says so anyway, by the server.
import { expect, inject, test } from 'vitest';
import { ApplicationDetailsPage } from '../pages/application-details-page.js';
import { ApplicationFormPage } from '../pages/application-form-page.js';
import { findAccessibilityViolations } from '../support/accessibility.js';
import {
  applyAndFollow,
  fillToReview,
  type ApplicationScenario,
} from '../support/application-journey.js';
import { useBrowserSession } from '../support/browser-session.js';
import { uniqueEmail } from '../support/test-identities.js';
import '../support/provided-context.js';

const session = useBrowserSession();

/** The specification's restricted-times message (APP-34). */
const RESTRICTED_TIMES =
  'The proposed activity is not allowed during military operating hours. You may wish to explore alternative days or time';

/** The aerial activities' submission call (APP-49). */
const SUBMIT_PATH = '**/permits-service/v1/aerial-activity';

function portal() {
  return { baseUrl: session.baseUrl, dataDir: inject('dataDir') };
}

/** The journey ends on the details page, which names the activity type. */
async function expectTypeOnDetails(label: string): Promise<void> {
  const details = new ApplicationDetailsPage(session.page);
  expect(await details.answer('Type of Activity').textContent()).toBe(label);
}

test('an ACTIVE applicant applies for a laser display, reloads, uploads, submits and follows it', async () => {
  await applyAndFollow(session.page, portal(), uniqueEmail('apply-lasers'), {
    name: 'aerial-lasers',
    query: 'category=4&activityType=LASERS',
    activity: { Venue: 'Gardens by the Bay', Purpose: 'Light show of an arts festival' },
    ownFields: {
      'Laser Type': 'Laser',
      'Maximum Power (W) (optional)': '20',
      'Number of Units (optional)': '4',
      'Danger Radius (m) (optional)': '500',
      'Danger Height (m) (optional)': '3000',
    },
    restoredField: 'Venue',
    point: { latitude: '1.2816', longitude: '103.8636' },
  });
  await expectTypeOnDetails('Lasers/Other Lights Display');
}, 240_000);

test('an ACTIVE applicant chooses a captive balloon in the form and follows it to its details', async () => {
  await applyAndFollow(session.page, portal(), uniqueEmail('apply-captive-balloon'), {
    name: 'aerial-captive-balloon',
    query: 'category=4',
    activity: {
      'Type of Activity': 'Hoisting of Captive Balloon/Blimp',
      Venue: 'Bishan-Ang Mo Kio Park',
      Purpose: 'Advertising blimp at a community fair',
    },
    ownFields: {
      'Number of Balloons (optional)': '1',
      'Maximum Height (ft above ground)': '120',
      'Maximum Dimension (m) (optional)': '3',
      'Weight (kg) (optional)': '25',
      // ENQ-6: a captive balloon must have one; the form asks.
      'Automatic Deflation Device': 'Yes',
    },
    restoredField: 'Venue',
    point: { latitude: '1.3627', longitude: '103.8466' },
  });
  await expectTypeOnDetails('Hoisting of Captive Balloon/Blimp');
}, 240_000);

test('an ACTIVE applicant chooses a sky lantern release after military hours and follows it', async () => {
  await applyAndFollow(session.page, portal(), uniqueEmail('apply-sky-lanterns'), {
    name: 'aerial-sky-lanterns',
    query: 'category=4',
    activity: {
      'Type of Activity': 'Release of Sky Lanterns',
      Venue: 'Chinatown, Kreta Ayer Square',
      Purpose: 'Mid-Autumn Festival, tethered lanterns',
    },
    ownFields: { 'Number of Sky Lanterns (optional)': '50', 'Maximum Size (cm) (optional)': '90' },
    restoredField: 'Venue',
    times: { startTime: '20:00', endTime: '22:00' },
    point: { latitude: '1.2823', longitude: '103.8434' },
  });
  await expectTypeOnDetails('Release of Sky Lanterns');
}, 240_000);

const BALLOON_RELEASE: ApplicationScenario = {
  name: 'aerial-balloon-release',
  query: 'category=4&activityType=BRELEASE',
  activity: { Venue: 'Jurong Lake Gardens', Purpose: 'Opening of a school carnival' },
  ownFields: { 'Number of Balloons (optional)': '500', 'Maximum Size (cm) (optional)': '30' },
  restoredField: 'Venue',
  times: { startTime: '19:30', endTime: '20:30' },
  point: { latitude: '1.3390', longitude: '103.7276' },
};

test('a balloon release in military operating hours is refused at the row; after 19:00 it is submitted', async () => {
  await applyAndFollow(session.page, portal(), uniqueEmail('apply-balloon-release'), {
    ...BALLOON_RELEASE,
    // The earliest start date is a working day, so 10:00 is inside military operating hours.
    refusedTimes: { startTime: '10:00', endTime: '12:00', message: RESTRICTED_TIMES },
  });
  await expectTypeOnDetails('Release of Balloons');
}, 240_000);

test('APP-2: the server refuses a balloon release it receives in military hours; the form says why', async () => {
  const { page } = session;
  await fillToReview(page, portal(), uniqueEmail('apply-balloon-server'), {
    ...BALLOON_RELEASE,
    name: 'aerial-balloon-release-server',
  });
  // The browser passed 19:30; the submission the server receives says 10:00, as an altered or
  // outdated client would send it.
  await page.route(SUBMIT_PATH, async (route) => {
    const body = route.request().postDataJSON() as { form: { dateTimeRows: object[] } };
    body.form.dateTimeRows = body.form.dateTimeRows.map((row) => ({
      ...row,
      startTime: '10:00',
      endTime: '12:00',
    }));
    await route.continue({ postData: JSON.stringify(body) });
  });
  const form = new ApplicationFormPage(page);
  await form.declare();
  await form.submitButton.click();

  // The summary names the server's message, has the focus, and Tab then Enter opens the row.
  const summary = form.main.getByRole('alert').filter({ hasText: 'Please correct the following:' });
  await summary.getByText(RESTRICTED_TIMES).waitFor();
  expect(await form.confirmation.count()).toBe(0);
  expect(await findAccessibilityViolations(page)).toEqual([]);
  await expect.poll(() => summary.evaluate((element) => element.matches(':focus'))).toBe(true);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await form.main.getByRole('heading', { level: 2, name: /^Step 2 of 6/ }).waitFor();
  const startTime = form.dateTimeRow(1).getByLabel('Start Time', { exact: true });
  await expect.poll(() => startTime.evaluate((element) => element.matches(':focus'))).toBe(true);
  expect(await form.descriptionOf(startTime)).toBe(RESTRICTED_TIMES);
}, 240_000);
