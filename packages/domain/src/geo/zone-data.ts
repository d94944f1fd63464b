import { AERODROMES } from './aerodromes.js';
import { EAST_JOHOR_STRAIT } from './ship-crossing-areas.js';
import { areasInForce, type TemporaryRestrictedArea } from './temporary-restricted-areas.js';
import {
  aerodromeFeatures,
  aerodromeZoneFeatures,
  flightFunnelFeatures,
  heightLimitFeatures,
  shipReportingFeature,
  temporaryAreaFeatures,
} from './zone-features.js';
import type { ZoneData, ZoneFeature } from './zone-data-schema.js';

// What the map/zone-data call answers (docs/requirements.md MAP-6): every zone, drawn from the
// data the rules engine reads. Pure: "today" and the temporary areas are the caller's (the server's
// date in Singapore and the areas it serves).

export interface ZoneDataOptions {
  /** Today in Singapore, 'YYYY-MM-DD': temporary areas that ended before it are left out. */
  today: string;
  /** The temporary restricted areas the authority publishes (ENQ-12); none are built in. */
  temporaryAreas: readonly TemporaryRestrictedArea[];
}

// The aerodrome zones depend on nothing but data, and outlining them takes a few hundred
// milliseconds, so they are built once per process and shared (features are never mutated).
let permanentFeatures: readonly ZoneFeature[] | undefined;

function aerodromeZones(): readonly ZoneFeature[] {
  permanentFeatures ??= [
    ...AERODROMES.flatMap(aerodromeFeatures),
    ...AERODROMES.flatMap((aerodrome) => aerodromeZoneFeatures(aerodrome)),
    ...flightFunnelFeatures(AERODROMES),
    ...AERODROMES.flatMap((aerodrome) => heightLimitFeatures(aerodrome)),
    shipReportingFeature(EAST_JOHOR_STRAIT),
  ];
  return permanentFeatures;
}

export function zoneData({ today, temporaryAreas }: ZoneDataOptions): ZoneData {
  const features = [
    ...aerodromeZones(),
    ...areasInForce(temporaryAreas, today).flatMap((area) => temporaryAreaFeatures(area, today)),
  ];
  return { type: 'FeatureCollection', validOn: today, features };
}
