import { ELIGIBILITY_THRESHOLDS } from './thresholds.js';

// Height-limit zones for cranes (docs/requirements.md MAP-6, ENQ-4): rings around each aerodrome's
// runways with a maximum permitted top height in metres above mean sea level. This is a model of
// the obstacle limitation surfaces, calibrated on domain-facts' reference points; thresholds.ts
// documents the interpolation. The real surfaces are polygons published by the authority: when
// they are available they replace these rings without changing the rules.

export type CraneHeightModel = typeof ELIGIBILITY_THRESHOLDS.craneHeightLimits;

export interface HeightLimitRing {
  /** Distance from the nearest runway where the ring starts (inclusive), in metres. */
  innerM: number;
  /** Where it ends (exclusive), in metres. */
  outerM: number;
  /** Maximum permitted top height in the ring, metres above mean sea level. */
  limitM: number;
}

/**
 * The model's limit at a distance from the nearest runway, or undefined beyond the modelled area.
 * Linear through the calibration points, floored, and flat beyond the last point.
 */
export function modelledHeightLimitM(
  distanceM: number,
  model: CraneHeightModel = ELIGIBILITY_THRESHOLDS.craneHeightLimits,
): number | undefined {
  if (distanceM >= model.outerRadiusM) return undefined;
  const [first, second] = model.calibration;
  const last = model.calibration[model.calibration.length - 1] ?? second;
  if (distanceM >= last.distanceM) return last.limitM;
  // Find the calibration segment; before the first point, extend the first segment inward.
  const points = model.calibration;
  let index = points.findIndex((point) => point.distanceM > distanceM);
  if (index <= 0) index = 1;
  const a = points[index - 1] ?? first;
  const b = points[index] ?? second;
  const slope = (b.limitM - a.limitM) / (b.distanceM - a.distanceM);
  const limit = a.limitM + slope * (distanceM - a.distanceM);
  return Math.round(Math.max(model.floorM, limit) * 10) / 10;
}

/** The rings the map draws and the rules read: each at the model's limit on its inner edge. */
export function craneHeightLimitRings(
  model: CraneHeightModel = ELIGIBILITY_THRESHOLDS.craneHeightLimits,
): HeightLimitRing[] {
  const rings: HeightLimitRing[] = [];
  for (let inner = 0; inner < model.outerRadiusM; inner += model.ringWidthM) {
    const outer = Math.min(inner + model.ringWidthM, model.outerRadiusM);
    const limitM = modelledHeightLimitM(inner, model) ?? model.floorM;
    const previous = rings[rings.length - 1];
    // Rings of equal limit merge: the map needs one band, not nine identical ones.
    if (previous && previous.limitM === limitM) previous.outerM = outer;
    else rings.push({ innerM: inner, outerM: outer, limitM });
  }
  return rings;
}

/** The ring a distance from the nearest runway falls in, if any. */
export function heightLimitRingAt(
  distanceM: number,
  rings: readonly HeightLimitRing[] = craneHeightLimitRings(),
): HeightLimitRing | undefined {
  return rings.find((ring) => distanceM >= ring.innerM && distanceM < ring.outerM);
}
