import type { SharedCounts } from '../redis/shared-counts.js';
import { MapSearchRateLimitedError, type MapSearch, type MapSearchLogger } from './map-search.js';

// MAP-21: at most `callsPerMinute` calls a minute go to OneMap from every visitor together (and
// the profile's postal-code lookup), counted in Redis when REDIS_URL is set so several instances
// count once, and kept below OneMap's 250 per account. Past it a call is refused before it leaves,
// as OneMap's own 429 would refuse it: the map service then answers from the packaged gazetteer
// (modules/map/gazetteer-when-busy.ts) instead of every visitor meeting an error, and OneMap
// never blocks the portal's account.

const MINUTE_MS = 60_000;
const CEILING_KEY = 'onemap-calls';

export function withOneMapCallCeiling(
  oneMap: MapSearch,
  counts: SharedCounts,
  callsPerMinute: number,
  logger: MapSearchLogger,
): MapSearch {
  async function withinCeiling<T>(call: () => Promise<T>): Promise<T> {
    const { count, resetsInMs } = await counts.hit(CEILING_KEY, MINUTE_MS);
    if (count > callsPerMinute) {
      // Once per minute, when the ceiling is first passed, not once per refused call.
      if (count === callsPerMinute + 1) {
        logger.warn(
          { callsPerMinute },
          'OneMap ceiling reached: the gazetteer answers this minute',
        );
      }
      throw new MapSearchRateLimitedError(Math.max(1, Math.ceil(resetsInMs / 1000)));
    }
    return call();
  }

  return {
    source: oneMap.source,
    search: (query) => withinCeiling(() => oneMap.search(query)),
    reverseGeocode: (query) => withinCeiling(() => oneMap.reverseGeocode(query)),
  };
}
