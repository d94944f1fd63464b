import type { LatLng } from './lat-lng.js';

// Distances on the Earth for Singapore-sized problems (docs/requirements.md MAP-6, ENQ-2).
//
// - haversineMetres: great-circle distance on the mean sphere. Simple and symmetric, but a sphere
//   is 0.3 to 0.7 % off the real (ellipsoidal) distance near the equator: about 25 m in 5 km.
//   Used where that does not matter (ranking the nearest gazetteer places).
// - createLocalProjection: a local equirectangular projection that uses the WGS84 ellipsoid's
//   radii of curvature at its origin. Within 20 km of the origin at Singapore's latitude it is good
//   to about a metre, so every zone rule (5 km, 10 km, 1 km of a funnel) measures with it.

/** WGS84 ellipsoid (also the ellipsoid of SVY21). */
export const WGS84 = { semiMajorAxisM: 6_378_137, inverseFlattening: 298.257223563 } as const;

const FLATTENING = 1 / WGS84.inverseFlattening;
const ECCENTRICITY_SQUARED = FLATTENING * (2 - FLATTENING);
/** IUGG mean Earth radius, the usual haversine radius. */
export const MEAN_EARTH_RADIUS_M = 6_371_008.8;

export const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;
export const toDegrees = (radians: number): number => (radians * 180) / Math.PI;

export function haversineMetres(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * MEAN_EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Plane coordinates in metres: x east, y north of the projection's origin. */
export interface PlanePoint {
  x: number;
  y: number;
}

export interface LocalProjection {
  origin: LatLng;
  toPlane(point: LatLng): PlanePoint;
  toLatLng(point: PlanePoint): LatLng;
}

/** Metres per radian north (meridional radius M) and east (N cos φ) at a latitude. */
function radiiOfCurvature(latDegrees: number): { north: number; east: number } {
  const phi = toRadians(latDegrees);
  const w = 1 - ECCENTRICITY_SQUARED * Math.sin(phi) ** 2;
  const meridional = (WGS84.semiMajorAxisM * (1 - ECCENTRICITY_SQUARED)) / w ** 1.5;
  const primeVertical = WGS84.semiMajorAxisM / Math.sqrt(w);
  return { north: meridional, east: primeVertical * Math.cos(phi) };
}

export function createLocalProjection(origin: LatLng): LocalProjection {
  const { north, east } = radiiOfCurvature(origin.lat);
  return {
    origin,
    toPlane: ({ lat, lng }) => ({
      x: toRadians(lng - origin.lng) * east,
      y: toRadians(lat - origin.lat) * north,
    }),
    toLatLng: ({ x, y }) => ({
      lat: origin.lat + toDegrees(y / north),
      lng: origin.lng + toDegrees(x / east),
    }),
  };
}

/** Distance in metres on a local projection centred between the two points (ellipsoidal). */
export function localDistanceMetres(a: LatLng, b: LatLng): number {
  const projection = createLocalProjection({ lat: (a.lat + b.lat) / 2, lng: (a.lng + b.lng) / 2 });
  const p = projection.toPlane(a);
  const q = projection.toPlane(b);
  return Math.hypot(p.x - q.x, p.y - q.y);
}

/** Compass bearing in degrees (0 = north, clockwise) from a to b, on a local projection. */
export function bearingDegrees(a: LatLng, b: LatLng): number {
  const q = createLocalProjection(a).toPlane(b);
  return (toDegrees(Math.atan2(q.x, q.y)) + 360) % 360;
}

/** The point `distanceM` metres from `start` along a compass bearing (local projection). */
export function destinationPoint(start: LatLng, bearing: number, distanceM: number): LatLng {
  const theta = toRadians(bearing);
  return createLocalProjection(start).toLatLng({
    x: distanceM * Math.sin(theta),
    y: distanceM * Math.cos(theta),
  });
}
