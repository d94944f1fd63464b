// APP-12, APP-13, APP-15, APP-16, APP-34, APP-45, APP-49, APP-50, APP-57, ROUTE-43: the other four
// aerial activity types from the first answer to their details, each type's own fields reached
// and typed from the keyboard, and a balloon release first refused in military operating hours.
import { expect, inject, test } from 'vitest';
import { ApplicationDetailsPage } from '../pages/application-details-page.js';
import { applyAndFollow } from '../support/application-journey.js';
import { useBrowserSession } from '../support/browser-session.js';
import { uniqueEmail } from '../support/test-identities.js';
import '../support/provided-context.js';

const session = useBrowserSession();

/** The specification's restricted-times message (APP-34). */
const RESTRICTED_TIMES =
  'The proposed activity is not allowed during military operating hours. You may wish to explore alternative days or time';

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

test('a balloon release in military operating hours is refused at the row; after 19:00 it is submitted', async () => {
  await applyAndFollow(session.page, portal(), uniqueEmail('apply-balloon-release'), {
    name: 'aerial-balloon-release',
    query: 'category=4&activityType=BRELEASE',
    activity: { Venue: 'Jurong Lake Gardens', Purpose: 'Opening of a school carnival' },
    ownFields: { 'Number of Balloons (optional)': '500', 'Maximum Size (cm) (optional)': '30' },
    restoredField: 'Venue',
    // The earliest start date is a working day, so 10:00 is inside military operating hours.
    refusedTimes: { startTime: '10:00', endTime: '12:00', message: RESTRICTED_TIMES },
    times: { startTime: '19:30', endTime: '20:30' },
    point: { latitude: '1.3390', longitude: '103.7276' },
  });
  await expectTypeOnDetails('Release of Balloons');
}, 240_000);
