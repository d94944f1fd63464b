import type { MapSettings } from '../../config/map.js';
import type { SharedCounts } from '../redis/shared-counts.js';
import type { SharedRedis } from '../redis/shared-redis.js';
import { withAnswerCache } from './cached-map-search.js';
import { createGazetteerMapSearch } from './gazetteer-map-search.js';
import { createMapAnswerCache } from './map-answer-cache.js';
import type { MapSearch, MapSearchLogger } from './map-search.js';
import { withOneMapCallCeiling } from './onemap-call-ceiling.js';
import { createOneMapSearch } from './onemap-map-search.js';

// OneMap when the portal has its account, else the packaged gazetteer (MAP-14, MAP-17, OPS-3,
// OPS-22), said once, at start. OneMap's answers come from the shared cache when it has them
// (MAP-20), and only a query it lacks counts against the ceiling of calls a minute (MAP-21).

export interface MapSearchDependencies {
  now: () => Date;
  logger: MapSearchLogger;
  /** REDIS_URL's connection: the cache shared by every instance. */
  redis: SharedRedis | undefined;
  /** The counts of the ceiling, shared by every instance when Redis is. */
  counts: SharedCounts;
}

export function createMapSearch(
  settings: MapSettings,
  { now, logger, redis, counts }: MapSearchDependencies,
): MapSearch {
  if (settings.oneMap === undefined) {
    logger.info('Map search: the packaged gazetteer (MAP_SEARCH=gazetteer, or no OneMap account)');
    return createGazetteerMapSearch();
  }
  logger.info(`Map search: OneMap at ${settings.oneMap.baseUrl}`);
  const oneMap = createOneMapSearch({ account: settings.oneMap, now, logger });
  return withAnswerCache(
    withOneMapCallCeiling(oneMap, counts, settings.oneMapCallsPerMinute, logger),
    createMapAnswerCache(settings.cache, now, redis),
  );
}
