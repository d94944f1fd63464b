import { MAP_API_PATHS } from '@aviation-permits/domain/geo';
import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';

// The map calls of MAP-7, MAP-9 and MAP-12. The server's map routes are written to these paths:
// the search and the reverse lookup keep OneMap's query parameters, so the server can relay them to
// OneMap or answer from its local gazetteer in OneMap's shape.

/** GET (permits client): the map-search token. */
export const MAP_INIT_PATH = MAP_API_PATHS.init;
/** GET: OneMap's elastic search, relayed by the map service. */
export const MAP_SEARCH_PATH = MAP_API_PATHS.search;
/** GET: OneMap's reverse geocode, relayed by the map service. */
export const MAP_REVERSE_GEOCODE_PATH = MAP_API_PATHS.reverseGeocode;

/** The search address for a text, with the fixed parameters of MAP-9. */
export function mapSearchUrl(searchVal: string): string {
  const query = new URLSearchParams({
    searchVal,
    returnGeom: 'Y',
    getAddrDetails: 'Y',
    pageNum: String(PORTAL_CONSTANTS.mapSearchPageNumber),
  });
  return `${MAP_SEARCH_PATH}?${query.toString()}`;
}

/** The reverse-lookup address: buildings of any address type within `bufferMetres` of a point. */
export function mapReverseGeocodeUrl(
  latitude: number,
  longitude: number,
  bufferMetres: number,
): string {
  const query = new URLSearchParams({
    location: `${latitude},${longitude}`,
    buffer: String(bufferMetres),
    addressType: 'All',
  });
  return `${MAP_REVERSE_GEOCODE_PATH}?${query.toString()}`;
}
