import { ELIGIBILITY_THRESHOLDS } from './thresholds.js';
import { AERODROMES, type Aerodrome, type AerodromeIcao } from './aerodromes.js';
import { bearingDegrees, createLocalProjection, toRadians } from './geodesy.js';
import type { LatLng } from './lat-lng.js';

// Flight funnels (docs/requirements.md MAP-6, ENQ-2): the approach/departure corridor along each
// runway's extended centreline, outward from each end. The shape (start width, end width, length)
// is data in thresholds.ts. The direction is the runway's own alignment (the bearing from the far
// end through this end), which the published headings round to the nearest degree.

export interface FlightFunnel {
  /** e.g. 'WSSS-funnel-02L': the funnel beyond the 02L end, used by aircraft landing on 02L. */
  id: string;
  aerodrome: AerodromeIcao;
  runwayId: string;
  /** The designator of the runway end the funnel starts at. */
  endDesignator: string;
  /** Compass bearing the funnel extends along, away from the runway. */
  bearingDegrees: number;
  /** The trapezoid's four corners (open ring). */
  ring: LatLng[];
}

export type FunnelGeometry = typeof ELIGIBILITY_THRESHOLDS.flightFunnel;

/** The funnel that starts at `end` and extends along `bearing` (degrees). */
export function funnelRing(
  end: LatLng,
  bearing: number,
  geometry: FunnelGeometry = ELIGIBILITY_THRESHOLDS.flightFunnel,
): LatLng[] {
  const projection = createLocalProjection(end);
  const theta = toRadians(bearing);
  const along = { x: Math.sin(theta), y: Math.cos(theta) };
  const across = { x: along.y, y: -along.x };
  const corner = (distance: number, offset: number) =>
    projection.toLatLng({
      x: along.x * distance + across.x * offset,
      y: along.y * distance + across.y * offset,
    });
  const start = geometry.startWidthM / 2;
  const far = geometry.endWidthM / 2;
  return [
    corner(0, -start),
    corner(geometry.lengthM, -far),
    corner(geometry.lengthM, far),
    corner(0, start),
  ];
}

export function aerodromeFunnels(aerodrome: Aerodrome, geometry?: FunnelGeometry): FlightFunnel[] {
  return aerodrome.runways.flatMap((runway) =>
    runway.ends.map((end, index) => {
      const other = runway.ends[1 - index] ?? end;
      const bearing = bearingDegrees(other.position, end.position);
      return {
        id: `${aerodrome.icao}-funnel-${end.designator}`,
        aerodrome: aerodrome.icao,
        runwayId: runway.id,
        endDesignator: end.designator,
        bearingDegrees: bearing,
        ring: funnelRing(end.position, bearing, geometry),
      };
    }),
  );
}

/** Every funnel of every aerodrome (two per runway). */
export function flightFunnels(
  aerodromes: readonly Aerodrome[] = AERODROMES,
  geometry?: FunnelGeometry,
): FlightFunnel[] {
  return aerodromes.flatMap((aerodrome) => aerodromeFunnels(aerodrome, geometry));
}
