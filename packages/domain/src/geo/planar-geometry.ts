import type { PlanePoint } from './geodesy.js';

// Plane geometry in metres (after a local projection): the distance and containment tests the
// zone rules are built from. Pure arithmetic, no degrees.

function squared(value: number): number {
  return value * value;
}

function planeDistance(a: PlanePoint, b: PlanePoint): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** Shortest distance from p to the segment a–b (a degenerate segment is a point). */
export function distanceToSegment(p: PlanePoint, a: PlanePoint, b: PlanePoint): number {
  const lengthSquared = squared(b.x - a.x) + squared(b.y - a.y);
  if (lengthSquared === 0) return planeDistance(p, a);
  const t = ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / lengthSquared;
  const clamped = Math.max(0, Math.min(1, t));
  return planeDistance(p, { x: a.x + clamped * (b.x - a.x), y: a.y + clamped * (b.y - a.y) });
}

function cross(o: PlanePoint, a: PlanePoint, b: PlanePoint): number {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/** Whether the segments a–b and c–d cross or touch (proper or collinear overlap). */
function segmentsIntersect(a: PlanePoint, b: PlanePoint, c: PlanePoint, d: PlanePoint): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    return true;
  }
  // Touching or collinear cases: an end lies on the other segment.
  return (
    distanceToSegment(a, c, d) === 0 ||
    distanceToSegment(b, c, d) === 0 ||
    distanceToSegment(c, a, b) === 0 ||
    distanceToSegment(d, a, b) === 0
  );
}

export function segmentDistance(
  a: PlanePoint,
  b: PlanePoint,
  c: PlanePoint,
  d: PlanePoint,
): number {
  if (segmentsIntersect(a, b, c, d)) return 0;
  return Math.min(
    distanceToSegment(a, c, d),
    distanceToSegment(b, c, d),
    distanceToSegment(c, a, b),
    distanceToSegment(d, a, b),
  );
}

/** Even-odd rule; the ring may or may not repeat its first point. Boundary points count as inside. */
export function pointInRing(p: PlanePoint, ring: readonly PlanePoint[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as PlanePoint;
    const b = ring[j] as PlanePoint;
    if (distanceToSegment(p, a, b) === 0) return true;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) {
      inside = !inside;
    }
  }
  return inside;
}
