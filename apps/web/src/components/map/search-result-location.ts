import type { CoordinatePair, OneMapSearchResult } from '@aviation-permits/domain/geo';
import { formatCoordinate } from './location-text';

/** A search result's position as a location pair; undefined when OneMap gave none ("NIL"). */
export function searchResultPosition(result: OneMapSearchResult): CoordinatePair | undefined {
  const latitude = Number(result.LATITUDE);
  const longitude = Number(result.LONGITUDE);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  return { latitude: formatCoordinate(latitude), longitude: formatCoordinate(longitude) };
}

/** What the result list shows: the full address, else the place's name. */
export function searchResultLabel(result: OneMapSearchResult): string {
  return result.ADDRESS !== 'NIL' ? result.ADDRESS : result.SEARCHVAL;
}
