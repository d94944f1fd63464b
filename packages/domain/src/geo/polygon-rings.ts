import { destinationPoint } from './geodesy.js';
import type { LatLng } from './lat-lng.js';
import type { Position } from './location.js';

// GeoJSON rings from our shapes: closed (first position repeated), [longitude, latitude],
// rounded to 6 decimals (about 0.1 m), which keeps the zone-data answer small.

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

export function closedRing(ring: readonly LatLng[]): Position[] {
  const positions = ring.map(({ lat, lng }): Position => [round6(lng), round6(lat)]);
  const first = positions[0];
  return first ? [...positions, first] : positions;
}

/** A circle as a polygon of `vertexCount` points on its edge. */
export function circleRing(centre: LatLng, radiusM: number, vertexCount = 64): LatLng[] {
  return Array.from({ length: vertexCount }, (_, k) =>
    destinationPoint(centre, (360 * k) / vertexCount, radiusM),
  );
}
