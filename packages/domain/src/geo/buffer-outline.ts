import { createLocalProjection, toRadians, type PlanePoint } from './geodesy.js';
import type { LatLng } from './lat-lng.js';
import { distanceToSegment } from './planar-geometry.js';

// The outline of "every point within D of a set of runways" (a stadium for one runway, the union
// of stadiums for Changi's three), as a polygon for the map (docs/requirements.md MAP-6). The
// rules never read these polygons: they measure the distance itself; the polygon only shows it.
//
// Method: from the runways' centre, along each of `vertexCount` bearings, find the outermost point
// whose distance to the nearest runway is exactly D (walk inward from beyond the farthest reach,
// then bisect). Every vertex lies on the true boundary; between vertices the chord cuts inside the
// curve by at most D·(1 − cos(180°/vertexCount)): 3 m for 10 km with 128 vertices.

const DEFAULT_OUTLINE_VERTICES = 128;
const WALK_STEP_M = 1_000;
const BISECTIONS = 24;

export function outlineWithin(
  segments: readonly (readonly [LatLng, LatLng])[],
  distanceM: number,
  vertexCount: number = DEFAULT_OUTLINE_VERTICES,
): LatLng[] {
  const ends = segments.flat();
  const centre = {
    lat: ends.reduce((sum, p) => sum + p.lat, 0) / ends.length,
    lng: ends.reduce((sum, p) => sum + p.lng, 0) / ends.length,
  };
  const projection = createLocalProjection(centre);
  const planeSegments = segments.map(([a, b]): [PlanePoint, PlanePoint] => [
    projection.toPlane(a),
    projection.toPlane(b),
  ]);
  const nearest = (p: PlanePoint) => {
    let best = Infinity;
    for (const [a, b] of planeSegments) best = Math.min(best, distanceToSegment(p, a, b));
    return best;
  };
  const reach = Math.max(
    ...ends.map((end) => Math.hypot(...Object.values(projection.toPlane(end)))),
  );

  const ring: LatLng[] = [];
  for (let k = 0; k < vertexCount; k++) {
    const theta = toRadians((360 * k) / vertexCount);
    const at = (r: number) => ({ x: r * Math.sin(theta), y: r * Math.cos(theta) });
    let outside = reach + distanceM + WALK_STEP_M;
    let inside = outside - WALK_STEP_M;
    while (inside > 0 && nearest(at(inside)) > distanceM) {
      outside = inside;
      inside -= WALK_STEP_M;
    }
    inside = Math.max(inside, 0);
    for (let i = 0; i < BISECTIONS; i++) {
      const middle = (inside + outside) / 2;
      if (nearest(at(middle)) > distanceM) outside = middle;
      else inside = middle;
    }
    ring.push(projection.toLatLng(at((inside + outside) / 2)));
  }
  return ring;
}
