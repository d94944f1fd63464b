import type { Aerodrome } from './aerodromes.js';
import { distanceBetween, type GeoShape } from './geo-shape.js';

// "Within D of an aerodrome" means within D of any of its runways (domain-facts: zones are
// measured from every runway, not only the reference point).

export function runwaySegments(aerodrome: Aerodrome): GeoShape[] {
  return aerodrome.runways.map((runway) => ({
    kind: 'segment',
    from: runway.ends[0].position,
    to: runway.ends[1].position,
  }));
}

/** Metres from the nearest part of `shape` to the nearest runway of the aerodrome. */
export function distanceToAerodromeM(shape: GeoShape, aerodrome: Aerodrome): number {
  return Math.min(...runwaySegments(aerodrome).map((runway) => distanceBetween(shape, runway)));
}
