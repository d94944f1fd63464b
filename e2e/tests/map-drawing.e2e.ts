// MAP-4, MAP-5 in Chromium, with the pointer: an applicant draws a circle on the application's
// map (a click for its centre, a click for its radius), then replaces it by an area drawn corner
// by corner and adds a corner by editing it; each is said in the summary, saved with the draft,
// held by the server as drawn and restored on reload; the details page shows the area read-only;
// "Remove the location" clears it.
// (map-location.e2e.ts covers a clicked point, typed coordinates and the screenshot.)
import { expect, test } from 'vitest';
import { ApplicationDetailsPage } from '../pages/application-details-page.js';
import { MapPanel } from '../pages/map-panel.js';
import { findAccessibilityViolations } from '../support/accessibility.js';
import {
  LOCATION_MAP_NAME,
  locationSaved,
  nextRetrievedLocation,
  reachLocationStep,
  reloadToLocation,
  openEmptyLocationStep,
} from '../support/location-step.js';
import { useBrowserSession } from '../support/browser-session.js';
import '../support/provided-context.js';

const session = useBrowserSession();

/** How far right of its centre the circle's radius is clicked. */
const RADIUS_PIXELS = 120;
/**
 * The radius against the scale bar: the bar's width is rounded to a whole pixel, and so are the
 * clicks, which keeps the two within a few percent of each other.
 */
const RADIUS_TOLERANCE = 0.03;
/**
 * A four-cornered area around the map's centre, 75 pixels from it: well inside the circle the view
 * has fitted on reload (over 100 pixels in radius, or the next zoom would have fitted it), so no
 * corner snaps to the circle's edge.
 */
const AREA_CORNERS = [
  { x: -60, y: -45 },
  { x: 60, y: -45 },
  { x: 60, y: 45 },
  { x: -60, y: 45 },
];
/** Editing: the handle in the middle of the top edge, dragged up, becomes a fifth corner. */
const TOP_EDGE_MIDDLE = { x: 0, y: -45 };
const RAISED_CORNER = { x: 0, y: -100 };

const COORDINATE = String.raw`(\d+\.\d+)`;
const CIRCLE = new RegExp(
  String.raw`^Circle of radius (\d+(?:\.\d)?) m centred at latitude ${COORDINATE}, longitude ${COORDINATE}$`,
);

/** Singapore's box (MAP-1): whatever is drawn on the map lies within it. */
function inSingapore(latitude: string, longitude: string): boolean {
  const [lat, lng] = [Number(latitude), Number(longitude)];
  return lat > 1.14 && lat < 1.49 && lng > 103.6 && lng < 104.135;
}

test('a circle, then an area drawn and edited with the pointer are saved, held and restored; details show the area; removal clears it', async () => {
  const { page } = session;
  const { form, earliest, map } = await openEmptyLocationStep(session, 'map-drawing');
  expect(await map.selectedLocation()).toBeUndefined();

  // A circle: its radius is what the pixels between the two clicks measure on the scale bar.
  const metresPerPixel = await map.metresPerPixel();
  const circleSaved = locationSaved(page, (location) => location?.kind === 'circle');
  const circle = await map.drawCircleByClicks(RADIUS_PIXELS);
  await circleSaved;
  const [, radius = '', latitude = '', longitude = ''] = CIRCLE.exec(circle) ?? [];
  expect(circle).toMatch(CIRCLE);
  const measured = RADIUS_PIXELS * metresPerPixel;
  expect(Number(radius)).toBeGreaterThan(measured * (1 - RADIUS_TOLERANCE));
  expect(Number(radius)).toBeLessThan(measured * (1 + RADIUS_TOLERANCE));
  expect(inSingapore(latitude, longitude)).toBe(true);
  // ROUTE-43: the step with a drawn shape and geoman's toolbar passes axe-core.
  expect(await findAccessibilityViolations(page)).toEqual([]);

  const circleHeld = nextRetrievedLocation(page);
  const afterCircle = await reloadToLocation(form, earliest);
  expect(await circleHeld).toEqual({
    kind: 'circle',
    centre: { latitude, longitude },
    radiusMetres: Number(radius),
  });
  expect(await afterCircle.selectedLocation()).toBe(circle);

  // An area replaces the circle; the click on its first corner closes it.
  const areaSaved = locationSaved(page, (location) => location?.kind === 'polygon');
  const area = await afterCircle.drawAreaByClicks(AREA_CORNERS);
  await areaSaved;
  expect(area).toBe('Area with 4 corners');

  // Editing it: a corner more.
  const editSaved = locationSaved(
    page,
    (location) => location?.kind === 'polygon' && location.points.length === 5,
  );
  await afterCircle.dragWhileEditing(TOP_EDGE_MIDDLE, RAISED_CORNER);
  const edited = await afterCircle.summaryOnceItReads('Area with 5 corners');
  await editSaved;

  const areaHeld = nextRetrievedLocation(page);
  const afterArea = await reloadToLocation(form, earliest);
  const held = await areaHeld;
  expect(held?.kind).toBe('polygon');
  const corners = held?.kind === 'polygon' ? held.points : [];
  expect(corners).toHaveLength(5);
  for (const { latitude, longitude } of corners)
    expect(inSingapore(latitude, longitude)).toBe(true);
  expect(await afterArea.selectedLocation()).toBe(edited);

  // The details page: the same area, on a map without tools.
  const formUrl = page.url();
  const id = new URL(formUrl).searchParams.get('id') ?? '';
  const details = new ApplicationDetailsPage(page);
  await details.goto(`${ApplicationDetailsPage.path}?id=${id}`);
  const shown = new MapPanel(page, LOCATION_MAP_NAME);
  await shown.region.waitFor();
  expect(await shown.selectedLocation()).toBe(edited);
  expect(await shown.region.getByRole('button', { name: 'Draw an area' }).count()).toBe(0);

  // Back on the form, "Remove the location" and a click on the area leave none, after a reload too.
  await page.goto(formUrl);
  await form.stepHeading.waitFor();
  await reachLocationStep(form, earliest);
  const removedSaved = locationSaved(page, (location) => location === undefined);
  await map.removeShapeAtCentre();
  await removedSaved;
  expect(await (await reloadToLocation(form, earliest)).selectedLocation()).toBeUndefined();
}, 240_000);
