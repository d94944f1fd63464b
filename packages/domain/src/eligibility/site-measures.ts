import { AERODROMES, type Aerodrome } from '../geo/aerodromes.js';
import { flightFunnels, type FlightFunnel } from '../geo/flight-funnels.js';
import { distanceBetween, type GeoShape } from '../geo/geo-shape.js';
import { distanceToAerodromeM } from '../geo/runway-distance.js';

// How far the activity's site is from every aerodrome's runways and every flight funnel,
// measured once per enquiry from the site's nearest part (docs/requirements.md ENQ-2).

export interface AerodromeDistance {
  aerodrome: Aerodrome;
  distanceM: number;
}

interface FunnelDistance {
  funnel: FlightFunnel;
  distanceM: number;
}

export interface SiteMeasures {
  shape: GeoShape;
  /** Nearest first. */
  aerodromes: AerodromeDistance[];
  /** Nearest first; 0 inside a funnel. */
  funnels: FunnelDistance[];
}

const FUNNELS = flightFunnels();

export function measureSite(shape: GeoShape): SiteMeasures {
  const aerodromes = AERODROMES.map((aerodrome) => ({
    aerodrome,
    distanceM: distanceToAerodromeM(shape, aerodrome),
  })).sort((a, b) => a.distanceM - b.distanceM);
  const funnels = FUNNELS.map((funnel) => ({
    funnel,
    distanceM: distanceBetween(shape, { kind: 'polygon', ring: funnel.ring }),
  })).sort((a, b) => a.distanceM - b.distanceM);
  return { shape, aerodromes, funnels };
}

export function aerodromeName(funnel: FlightFunnel): string {
  return (
    AERODROMES.find((aerodrome) => aerodrome.icao === funnel.aerodrome)?.name ?? funnel.aerodrome
  );
}
