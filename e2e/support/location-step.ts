// The application form's location step (MAP-5, APP-45) as the map tests reach it: a ship crossing's
// first two steps answered, the draft saved after each change, and a reload that comes back to
// the map with the draft's location.
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { ApplicationFormPage, type TypedPoint } from '../pages/application-form-page.js';
import { MapPanel } from '../pages/map-panel.js';
import type { BrowserSession } from './browser-session.js';
import { signInAsActiveUser } from './journeys.js';
import { uniqueEmail } from './test-identities.js';
import './provided-context.js';

const DRAFT_PATH = '/permits-service/v1/application/draft';
const RETRIEVE_PATH = '/permits-service/v1/application/retrieve';

/** The accessible name of the application's map, on the form and on the details page. */
export const LOCATION_MAP_NAME = 'Location on map';

/** A location as the draft calls and the application record carry it (MAP-4). */
export type HeldLocation =
  | { kind: 'point'; point: TypedPoint }
  | { kind: 'circle'; centre: TypedPoint; radiusMetres: number }
  | { kind: 'polygon'; points: TypedPoint[] };

/**
 * Resolves once a draft save whose location `matches` has been answered (a change is saved after
 * a pause); the location is undefined in a save without one.
 */
export function locationSaved(
  page: Page,
  matches: (location: HeldLocation | undefined) => boolean,
): Promise<unknown> {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === DRAFT_PATH &&
      ['POST', 'PUT'].includes(response.request().method()) &&
      matches(locationOf(response.request().postDataJSON())) &&
      response.ok(),
    { timeout: 30_000 },
  );
}

/**
 * The location the server holds for the application, as the page's next load of the record
 * (GET …/application/retrieve) answers it; undefined when it holds none.
 */
export async function nextRetrievedLocation(page: Page): Promise<HeldLocation | undefined> {
  const response = await page.waitForResponse(
    (response) => new URL(response.url()).pathname === RETRIEVE_PATH && response.ok(),
    { timeout: 30_000 },
  );
  return locationOf(await response.json());
}

/** The location of a draft call's body or a record: both carry the answers as `form`. */
function locationOf(body: unknown): HeldLocation | undefined {
  return (body as { form?: { location?: HeldLocation } } | null)?.form?.location;
}

/** Step 1 and step 2 of a ship crossing, to reach the location step (step 3). */
export async function reachLocationStep(
  form: ApplicationFormPage,
  earliest: string,
): Promise<void> {
  // After a reload the draft's answers are back; only a new form needs them.
  if (!(await form.field('Venue').inputValue())) {
    await form.fill({
      'Type of Activity': 'Crossing of a tall vessel',
      Venue: 'Changi East channel',
      Purpose: 'Delivery of a floating crane to Tuas',
      'Vessel Name': 'Sea Breeze',
      Callsign: '9V1234',
      'Port or Point of Origin': 'Pasir Panjang Terminal',
      'Final Destination': 'Batam',
      'Date of Vessel Movement': earliest,
    });
  }
  await form.next();
  const row = form.main.getByRole('group', { name: 'Date and time 1' });
  if (!(await row.getByLabel('Start Date', { exact: true }).inputValue())) {
    await form.fillDateTimeRow(1, {
      startDate: earliest,
      endDate: earliest,
      startTime: '10:00',
      endTime: '12:00',
    });
  }
  await form.next();
}

/** Reloads the form and goes back to the location step's map. */
export async function reloadToLocation(
  form: ApplicationFormPage,
  earliest: string,
): Promise<MapPanel> {
  await form.page.reload();
  await form.stepHeading.waitFor();
  await reachLocationStep(form, earliest);
  const map = new MapPanel(form.page, LOCATION_MAP_NAME);
  await map.region.waitFor();
  return map;
}

/**
 * A new ACTIVE applicant (`uniqueEmail(tag)`) on a new ship crossing's location step, its map
 * drawn and no location chosen yet. Map tiles are refused, so the map draws its offline outline
 * (MAP-3) whatever the network: the same map on every machine.
 */
export async function openEmptyLocationStep(
  session: BrowserSession,
  tag: string,
): Promise<{ form: ApplicationFormPage; earliest: string; map: MapPanel }> {
  const { page } = session;
  await page.route('**/maps/tiles/**', (route) => route.abort('internetdisconnected'));
  await signInAsActiveUser(
    page,
    { baseUrl: session.baseUrl, dataDir: inject('dataDir') },
    uniqueEmail(tag),
  );
  const form = new ApplicationFormPage(page);
  await form.open('category=3');
  const earliest = await form.earliestStartDate();
  await reachLocationStep(form, earliest);
  const map = new MapPanel(page, LOCATION_MAP_NAME);
  await map.region.waitFor();
  return { form, earliest, map };
}
