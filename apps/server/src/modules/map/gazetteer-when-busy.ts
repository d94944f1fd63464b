import { MAP_MESSAGES } from '@aviation-permits/domain/messages';
import {
  type MapReverseGeocodeAnswer,
  type MapReverseGeocodeQuery,
  type MapSearchAnswer,
  type MapSearchQuery,
} from '@aviation-permits/domain/geo';
import { createGazetteerMapSearch } from '../../adapters/map/gazetteer-map-search.js';
import { MapSearchRateLimitedError, type MapSearch } from '../../adapters/map/map-search.js';

// MAP-21: when OneMap is busy (the portal's ceiling of calls for the minute is reached, or OneMap
// itself answers 429), the map service answers from the packaged gazetteer rather than failing
// every visitor, and says so beside the results (MAP_MESSAGES.searchBusy). Only the map service
// does: the profile's postal-code lookup keeps the 429, since the gazetteer knows no street of
// most postal codes and the form would fill in a guess.

export interface MapService {
  search(query: MapSearchQuery): Promise<MapSearchAnswer>;
  reverseGeocode(query: MapReverseGeocodeQuery): Promise<MapReverseGeocodeAnswer>;
}

export function gazetteerWhenBusy(mapSearch: MapSearch): MapService {
  const gazetteer = createGazetteerMapSearch();
  async function orGazetteer<T>(ask: () => Promise<T>, fallback: () => Promise<T>) {
    try {
      return await ask();
    } catch (error) {
      if (!(error instanceof MapSearchRateLimitedError)) throw error;
      return { ...(await fallback()), notice: MAP_MESSAGES.searchBusy };
    }
  }
  return {
    search: (query) =>
      orGazetteer(
        () => mapSearch.search(query),
        () => gazetteer.search(query),
      ),
    reverseGeocode: (query) =>
      orGazetteer(
        () => mapSearch.reverseGeocode(query),
        () => gazetteer.reverseGeocode(query),
      ),
  };
}
