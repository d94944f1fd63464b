// MAP-5, MAP-9, MAP-11, MAP-14 in Chromium, by search: an applicant types a place on the
// application's location step, the results are listed by name, one is chosen with the keyboard
// (Tab, then Enter), and the location becomes a point where the map service said the place is,
// saved with the draft, held by the server and restored on reload. A search that finds nothing
// says so. Without OneMap (as here) the packaged gazetteer answers.
// (map-location.e2e.ts covers a clicked and a typed point, map-drawing.e2e.ts the drawn shapes.)
import { expect, test } from 'vitest';
import { findAccessibilityViolations } from '../support/accessibility.js';
import { hasFocus } from '../support/keyboard.js';
import {
  locationSaved,
  nextRetrievedLocation,
  reloadToLocation,
  openEmptyLocationStep,
} from '../support/location-step.js';
import { ADDRESS_NOT_FOUND } from '../support/spec-expectations.js';
import { useBrowserSession } from '../support/browser-session.js';
import '../support/provided-context.js';

const session = useBrowserSession();

/** Several places carry these words (a station, a landmark, a garden…); the test wants one of them. */
const SEARCH_TEXT = 'marina bay';
const CHOSEN = 'MARINA BAY SANDS';
/** A well-formed postal code of a sector Singapore does not use (74): no place, no sector. */
const NOWHERE = '740123';

test('a place found by search and chosen with the keyboard is the location, saved and restored; a search finding nothing says so', async () => {
  const { page } = session;
  const { form, earliest, map } = await openEmptyLocationStep(session, 'map-search');
  expect(await map.selectedLocation()).toBeUndefined();

  // The results, listed by their addresses in the order the map service gave them.
  const results = await map.searchFor(SEARCH_TEXT);
  expect(results.length).toBeGreaterThan(1);
  expect(await map.searchStatus.textContent()).toBe(`${results.length} results found.`);
  expect(await map.resultNames()).toEqual(results.map(({ ADDRESS }) => ADDRESS));
  // ROUTE-43: the step with the results open passes axe-core.
  expect(await findAccessibilityViolations(page)).toEqual([]);

  // Not the first result: the keyboard moves past the others to it.
  const chosen = results.find(({ SEARCHVAL }) => SEARCHVAL === CHOSEN);
  if (!chosen) throw new Error(`The search for "${SEARCH_TEXT}" did not find ${CHOSEN}`);
  expect(results.indexOf(chosen)).toBeGreaterThan(0);
  // The map service's coordinates, as the location keeps them (text, at most 6 decimals).
  const point = {
    latitude: String(Number(chosen.LATITUDE)),
    longitude: String(Number(chosen.LONGITUDE)),
  };
  const searchedSaved = locationSaved(
    page,
    (location) =>
      location?.kind === 'point' &&
      location.point.latitude === point.latitude &&
      location.point.longitude === point.longitude,
  );
  await map.chooseResultWithKeyboard(chosen.ADDRESS);
  const found = await map.summaryOnceItReads('Point at');
  expect(found).toBe(`Point at latitude ${point.latitude}, longitude ${point.longitude}`);
  await searchedSaved;
  // The keyboard user is not left on the page's body: the focus is back in the search field, and
  // the search's status line says where the location now is.
  expect(await hasFocus(map.searchBox)).toBe(true);
  expect(await map.searchStatus.textContent()).toBe(`Location set to ${chosen.ADDRESS}.`);
  // MAP-12: the point's reverse lookup names the place chosen under the map.
  await page.getByText(`Nearest address: ${CHOSEN}, `).waitFor();

  const held = nextRetrievedLocation(page);
  const restored = await reloadToLocation(form, earliest);
  expect(await held).toEqual({ kind: 'point', point });
  expect(await restored.selectedLocation()).toBe(found);

  // A search that finds nothing says so, lists nothing, and leaves the location as it was.
  expect(await restored.searchFor(NOWHERE)).toEqual([]);
  expect(await restored.searchStatus.textContent()).toBe(ADDRESS_NOT_FOUND);
  expect(await restored.searchResults.count()).toBe(0);
  expect(await restored.selectedLocation()).toBe(found);
}, 240_000);
