import { toSvy21 } from '../svy21.js';
import {
  ONEMAP_MISSING,
  ONEMAP_PAGE_SIZE,
  type OneMapSearchAnswer,
  type OneMapSearchResult,
} from '../onemap-schemas.js';
import { GAZETTEER, type GazetteerPlace } from './gazetteer.js';
import { POSTAL_DISTRICTS, POSTAL_SECTORS } from './postal-sectors.js';

// The offline map search (docs/requirements.md MAP-14): OneMap's search answer, exactly, from the
// packaged gazetteer. Every word of the text must start a word of a place's name or address;
// exact names come first, then names that start with the text, then the rest, alphabetically.
// A 6-digit postal code no place carries answers its postal sector's centre, marked approximate.

const POSTAL_CODE = /^\d{6}$/;

function words(text: string): string[] {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9@&'-]+/g, ' ')
    .split(' ')
    .filter(Boolean);
}

function addressOf(place: GazetteerPlace): string {
  const parts = [
    place.block,
    place.road,
    place.building === place.road ? undefined : place.building,
  ];
  const address = parts.filter(Boolean).join(' ');
  return place.postal ? `${address} SINGAPORE ${place.postal}` : address;
}

function coordinates(lat: number, lng: number) {
  const { easting, northing } = toSvy21({ lat, lng });
  return {
    X: easting.toFixed(4),
    Y: northing.toFixed(4),
    LATITUDE: lat.toString(),
    LONGITUDE: lng.toString(),
  };
}

export function toSearchResult(place: GazetteerPlace): OneMapSearchResult {
  return {
    SEARCHVAL: place.name,
    BLK_NO: place.block ?? ONEMAP_MISSING,
    ROAD_NAME: place.road ?? ONEMAP_MISSING,
    BUILDING: place.building,
    ADDRESS: addressOf(place),
    POSTAL: place.postal ?? ONEMAP_MISSING,
    ...coordinates(place.lat, place.lng),
  };
}

function sectorResult(postalCode: string): OneMapSearchResult | undefined {
  const sector = postalCode.slice(0, 2);
  const entry = POSTAL_SECTORS[sector];
  if (!entry) return undefined;
  const [district, lat, lng] = entry;
  const building = `APPROXIMATE LOCATION (POSTAL SECTOR ${sector})`;
  return {
    SEARCHVAL: building,
    BLK_NO: ONEMAP_MISSING,
    ROAD_NAME: ONEMAP_MISSING,
    BUILDING: building,
    ADDRESS: `${building}, DISTRICT ${district}: ${POSTAL_DISTRICTS[district] ?? ''} SINGAPORE ${postalCode}`,
    POSTAL: postalCode,
    ...coordinates(lat, lng),
  };
}

function rank(place: GazetteerPlace, query: string): number {
  if (place.name === query) return 0;
  if (place.name.startsWith(query)) return 1;
  return 2;
}

function matches(place: GazetteerPlace, queryWords: string[]): boolean {
  const placeWords = new Set([...words(place.name), ...words(addressOf(place))]);
  return queryWords.every((queryWord) =>
    [...placeWords].some((word) => word.startsWith(queryWord)),
  );
}

export interface SearchOptions {
  /** 1-based page; OneMap's pageNum. */
  pageNum?: number;
}

export function searchGazetteer(
  text: string,
  { pageNum = 1 }: SearchOptions = {},
): OneMapSearchAnswer {
  const query = words(text).join(' ');
  const queryWords = words(text);
  let results: OneMapSearchResult[] = [];
  if (queryWords.length > 0) {
    const places = GAZETTEER.filter((place) => matches(place, queryWords)).sort(
      (a, b) => rank(a, query) - rank(b, query) || a.name.localeCompare(b.name),
    );
    results = places.map(toSearchResult);
    if (results.length === 0 && POSTAL_CODE.test(query)) {
      const approximate = sectorResult(query);
      if (approximate) results = [approximate];
    }
  }
  const totalNumPages = Math.ceil(results.length / ONEMAP_PAGE_SIZE);
  const page = Math.max(1, Math.floor(pageNum));
  return {
    found: results.length,
    totalNumPages,
    pageNum: page,
    results: results.slice((page - 1) * ONEMAP_PAGE_SIZE, page * ONEMAP_PAGE_SIZE),
  };
}
