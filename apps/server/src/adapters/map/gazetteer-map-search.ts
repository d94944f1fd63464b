import { reverseGeocode, searchGazetteer } from '@aviation-permits/domain/geo';
import type { MapSearch } from './map-search.js';

// The embedded default of the map search (MAP-14, OPS-3): the domain's packaged gazetteer, so the
// search, the reverse lookup and the postal-code lookup work on a machine with no network. A
// valid postal code no named place carries answers its postal sector's centre, marked
// approximate in BUILDING.

export function createGazetteerMapSearch(): MapSearch {
  return {
    source: 'gazetteer',
    search: async ({ searchVal, pageNum }) => searchGazetteer(searchVal, { pageNum }),
    reverseGeocode: async ({ location, buffer, addressType }) =>
      // The gazetteer holds no public-housing blocks, so an HDB-only lookup finds none.
      addressType === 'HDB'
        ? { GeocodeInfo: [] }
        : reverseGeocode(location.lat, location.lng, buffer),
  };
}
