import { WGS84, toRadians } from './geodesy.js';
import type { LatLng } from './lat-lng.js';

// SVY21, Singapore's plane coordinates (what OneMap's X and Y hold; docs/requirements.md MAP-14):
// a transverse Mercator projection of the WGS84 ellipsoid with origin 1°22'N 103°50'E, false
// northing 38,744.572 m, false easting 28,001.642 m and scale factor 1.0 (Singapore Land
// Authority). The series are the Transverse Mercator formulae published by LINZ, good to
// millimetres across Singapore.

export const SVY21 = {
  originLatDegrees: 1 + 22 / 60,
  originLngDegrees: 103 + 50 / 60,
  falseNorthingM: 38_744.572,
  falseEastingM: 28_001.642,
  scaleFactor: 1,
} as const;

export interface Svy21Point {
  /** Northing, metres (OneMap's Y). */
  northing: number;
  /** Easting, metres (OneMap's X). */
  easting: number;
}

const f = 1 / WGS84.inverseFlattening;
const a = WGS84.semiMajorAxisM;
const e2 = 2 * f - f * f;
const e4 = e2 * e2;
const e6 = e4 * e2;
const A0 = 1 - e2 / 4 - (3 * e4) / 64 - (5 * e6) / 256;
const A2 = (3 / 8) * (e2 + e4 / 4 + (15 * e6) / 128);
const A4 = (15 / 256) * (e4 + (3 * e6) / 4);
const A6 = (35 * e6) / 3072;

/** Meridian distance from the equator to a latitude (radians). */
function meridianDistance(phi: number): number {
  return a * (A0 * phi - A2 * Math.sin(2 * phi) + A4 * Math.sin(4 * phi) - A6 * Math.sin(6 * phi));
}

const ORIGIN_MERIDIAN_DISTANCE = meridianDistance(toRadians(SVY21.originLatDegrees));

export function toSvy21({ lat, lng }: LatLng): Svy21Point {
  const phi = toRadians(lat);
  const sin = Math.sin(phi);
  const cos = Math.cos(phi);
  const t = Math.tan(phi);
  const t2 = t * t;
  const t4 = t2 * t2;
  const t6 = t4 * t2;
  const w = toRadians(lng - SVY21.originLngDegrees);
  const w2 = w * w;
  const rho = (a * (1 - e2)) / (1 - e2 * sin * sin) ** 1.5;
  const nu = a / Math.sqrt(1 - e2 * sin * sin);
  const psi = nu / rho;
  const psi2 = psi * psi;
  const psi3 = psi2 * psi;
  const psi4 = psi3 * psi;
  const k = SVY21.scaleFactor;

  const n1 = (w2 / 2) * nu * sin * cos;
  const n2 = ((w2 * w2) / 24) * nu * sin * cos ** 3 * (4 * psi2 + psi - t2);
  const n3 =
    ((w2 * w2 * w2) / 720) *
    nu *
    sin *
    cos ** 5 *
    (8 * psi4 * (11 - 24 * t2) -
      28 * psi3 * (1 - 6 * t2) +
      psi2 * (1 - 32 * t2) -
      psi * 2 * t2 +
      t4);
  const n4 =
    ((w2 * w2 * w2 * w2) / 40_320) * nu * sin * cos ** 7 * (1385 - 3111 * t2 + 543 * t4 - t6);
  const northing =
    SVY21.falseNorthingM +
    k * (meridianDistance(phi) - ORIGIN_MERIDIAN_DISTANCE + n1 + n2 + n3 + n4);

  const e1 = ((w2 * cos * cos) / 6) * (psi - t2);
  const eTerm2 =
    ((w2 * w2 * cos ** 4) / 120) *
    (4 * psi3 * (1 - 6 * t2) + psi2 * (1 + 8 * t2) - psi * 2 * t2 + t4);
  const eTerm3 = ((w2 * w2 * w2 * cos ** 6) / 5040) * (61 - 479 * t2 + 179 * t4 - t6);
  const easting = SVY21.falseEastingM + k * nu * w * cos * (1 + e1 + eTerm2 + eTerm3);
  return { northing, easting };
}
