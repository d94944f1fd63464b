// MAP-4, MAP-5, MAP-16, APP-45, APP-50 in Chromium: an applicant clicks a point on the
// application's map, then types another; each is saved with the draft and comes back on reload;
// the licence-map screenshot attached from the map is among the supporting documents; the details
// page shows the location on a map that cannot be changed, and the screenshot to download.
// (The application journeys set the location by typed coordinates only, without a reload.)
import { expect, test } from 'vitest';
import { ApplicationDetailsPage } from '../pages/application-details-page.js';
import type { ApplicationFormPage } from '../pages/application-form-page.js';
import { MapPanel } from '../pages/map-panel.js';
import {
  LOCATION_MAP_NAME,
  locationSaved,
  reloadToLocation,
  openEmptyLocationStep,
} from '../support/location-step.js';
import { useBrowserSession } from '../support/browser-session.js';
import '../support/provided-context.js';

const session = useBrowserSession();

const MAP_UPLOAD_PATH = '/application-service-map-upload/v1/upload';
const TYPED = { latitude: '1.3644', longitude: '104.03' };

/** Step 4, to reach the documents step (step 5). */
async function fillPersonnelStep(form: ApplicationFormPage): Promise<void> {
  await form.fill({
    'Operator Company Name': 'Skyline Marine Pte Ltd',
    'Postal Code': '018956',
    'Block/House No.': '10',
    'Street Name': 'BAYFRONT AVENUE',
    'Safety Measures': 'A pilot boat escorts the vessel.',
  });
  await form.fillPerson('Primary Safety Personnel', {
    name: 'Tan Ah Kow',
    phone: '91234567',
    email: 'tan@example.com',
  });
  await form.fillPerson('Secondary Safety Personnel', {
    name: 'Lim Mei Ling',
    phone: '98765432',
    email: 'lim@example.com',
  });
}

test('a location clicked, then typed, is saved and restored; the screenshot attached is a document; details show both read-only', async () => {
  const { page } = session;
  const { form, earliest, map } = await openEmptyLocationStep(session, 'map-location');
  expect(await map.selectedLocation()).toBeUndefined();

  // By the pointer: "Draw a point", then a click on the map.
  const clickSaved = locationSaved(page, (location) => location?.kind === 'point');
  const clicked = await map.drawPointByClick();
  await clickSaved;
  expect(clicked).toMatch(/^Point at latitude 1\.\d+, longitude 10[34]\.\d+$/);
  const id = new URL(page.url()).searchParams.get('id') ?? '';
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect(await (await reloadToLocation(form, earliest)).selectedLocation()).toBe(clicked);

  // By the keyboard: typed coordinates replace it.
  const typedSaved = locationSaved(
    page,
    (location) => location?.kind === 'point' && location.point.latitude === TYPED.latitude,
  );
  await form.typePoint(TYPED);
  await typedSaved;
  const typed = `Point at latitude ${TYPED.latitude}, longitude ${TYPED.longitude}`;
  const restored = await reloadToLocation(form, earliest);
  expect(await restored.selectedLocation()).toBe(typed);

  // The screenshot, attached from the map through the map-upload service, is listed on step 5.
  const uploaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === MAP_UPLOAD_PATH && response.ok(),
  );
  const fileName = await restored.attachScreenshot();
  await uploaded;
  expect(fileName).toMatch(/^\w+_Licence_Map_Screenshot\.png$/);
  await form.next();
  await fillPersonnelStep(form);
  await form.next();
  await form.main.getByRole('list', { name: 'Uploaded documents' }).getByText(fileName).waitFor();

  // The details page: the same location on a map without tools, and the screenshot.
  const details = new ApplicationDetailsPage(page);
  await details.goto(`${ApplicationDetailsPage.path}?id=${id}`);
  const shown = new MapPanel(page, LOCATION_MAP_NAME);
  await shown.region.waitFor();
  expect(await shown.selectedLocation()).toBe(typed);
  expect(await shown.drawPointButton.count()).toBe(0);
  expect(await shown.coordinatesFields.count()).toBe(0);
  await details.downloadButton(fileName).waitFor();
}, 240_000);
