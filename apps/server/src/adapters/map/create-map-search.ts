import type { MapSettings } from '../../config-map.js';
import { createGazetteerMapSearch } from './gazetteer-map-search.js';
import type { MapSearch, MapSearchLogger } from './map-search.js';
import { createOneMapSearch } from './onemap-map-search.js';

// OneMap when the portal has its account, else the packaged gazetteer (MAP-14, MAP-17, OPS-3); either is
// acceptable in production, so the choice is said once, at start.

export function createMapSearch(
  settings: MapSettings,
  now: () => Date,
  logger: MapSearchLogger,
): MapSearch {
  if (settings.oneMap === undefined) {
    logger.info(
      'Map search: the packaged gazetteer (set ONEMAP_EMAIL and ONEMAP_PASSWORD to use OneMap)',
    );
    return createGazetteerMapSearch();
  }
  logger.info(`Map search: OneMap at ${settings.oneMap.baseUrl}`);
  return createOneMapSearch({ account: settings.oneMap, now, logger });
}
