import { haversineMetres } from '../geodesy.js';
import { ONEMAP_MISSING, type OneMapReverseGeocodeAnswer } from '../onemap-schemas.js';
import { GAZETTEER } from './gazetteer.js';

// The offline reverse lookup (docs/requirements.md MAP-12, MAP-14): OneMap's revgeocode answer
// from the packaged gazetteer, the named places within `bufferM` metres of the point, nearest
// first. Planning-area centres are left out: a centre is not an address. OneMap caps the buffer
// at 500 m; so does this.

export const MAX_REVERSE_GEOCODE_BUFFER_M = 500;
const MAX_RESULTS = 10;

export function reverseGeocode(
  lat: number,
  lng: number,
  bufferM: number,
): OneMapReverseGeocodeAnswer {
  const buffer = Math.min(Math.max(bufferM, 0), MAX_REVERSE_GEOCODE_BUFFER_M);
  const here = { lat, lng };
  const nearby = GAZETTEER.filter((place) => place.kind !== 'PLANNING_AREA')
    .map((place) => ({ place, distance: haversineMetres(here, place) }))
    .filter(({ distance }) => distance <= buffer)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, MAX_RESULTS);
  return {
    GeocodeInfo: nearby.map(({ place }) => ({
      BUILDINGNAME: place.building,
      BLOCK: place.block ?? ONEMAP_MISSING,
      ROAD: place.road ?? ONEMAP_MISSING,
      POSTALCODE: place.postal ?? ONEMAP_MISSING,
      LATITUDE: place.lat.toString(),
      LONGITUDE: place.lng.toString(),
    })),
  };
}
