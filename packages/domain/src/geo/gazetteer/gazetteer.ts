import { AERODROMES } from '../aerodromes.js';
import { LANDMARKS } from './landmarks.js';
import { MRT_STATIONS } from './mrt-stations.js';
import { PLANNING_AREAS } from './planning-areas.js';

// Every named place of the offline map search (docs/requirements.md MAP-14), in one list built
// from the data files. Postal sectors are not places: search-gazetteer.ts answers them apart.

export type GazetteerKind = 'AERODROME' | 'MRT_STATION' | 'LANDMARK' | 'PLANNING_AREA';

export interface GazetteerPlace {
  kind: GazetteerKind;
  /** What OneMap calls SEARCHVAL: the name searched and shown. */
  name: string;
  lat: number;
  lng: number;
  block?: string;
  road?: string;
  building: string;
  postal?: string;
}

const defined = (value: string | null): string | undefined => value ?? undefined;

export const GAZETTEER: readonly GazetteerPlace[] = [
  ...AERODROMES.map((aerodrome): GazetteerPlace => ({
    kind: 'AERODROME',
    name: `${aerodrome.name.toUpperCase()} (${aerodrome.icao})`,
    lat: aerodrome.referencePoint.lat,
    lng: aerodrome.referencePoint.lng,
    building: aerodrome.name.toUpperCase(),
  })),
  ...MRT_STATIONS.map(([name, lat, lng, block, road, postal]): GazetteerPlace => ({
    kind: 'MRT_STATION',
    name,
    lat,
    lng,
    block: defined(block),
    road: defined(road),
    building: name,
    postal: defined(postal),
  })),
  ...LANDMARKS.map(([name, lat, lng, block, road, postal]): GazetteerPlace => ({
    kind: 'LANDMARK',
    name,
    lat,
    lng,
    block: defined(block),
    road: defined(road),
    building: name,
    postal: defined(postal),
  })),
  ...PLANNING_AREAS.map(([name, lat, lng]): GazetteerPlace => ({
    kind: 'PLANNING_AREA',
    name,
    lat,
    lng,
    building: `${name} PLANNING AREA (APPROXIMATE CENTRE)`,
  })),
];
