import type { AerialActivityCode } from '../../activity/aerial-activity-types.js';
import type { FormFields } from './form-fields.js';
import { LASER_TYPES, YES_NO } from './form-options.js';

// The fields of each aerial activity type (APP-11 to APP-16). Every number is a whole number
// (APP-24 lists duration, units, power, danger radius, danger height, heights, dimensions,
// weight, numbers of balloons, kites or lanterns and sizes as whole numbers). Of these only the
// captive balloon's maximum height is mandatory (APP-13); the others are
// checked once filled. Units the spec gives are in the labels; the others (weight in kg, kite
// and balloon sizes in m, kite height in ft as domain-facts counts it) are ours. The captive
// balloon's automatic deflation device is asked because domain-facts makes it a condition (ENQ-6);
// the size limits are in aerial-activity-limits.ts.

export const AERIAL_ACTIVITY_FIELDS = {
  FIREWORKS: {
    estimatedDurationMinutes: {
      label: 'Estimated Duration (minutes)',
      kind: 'whole',
      required: false,
    },
    numberOfUnits: { label: 'Number of Units', kind: 'whole', required: false },
    maxDangerHeightM: {
      label: 'Maximum Danger Height (m above mean sea level)',
      kind: 'whole',
      required: false,
    },
  },
  LASERS: {
    laserType: { label: 'Laser Type', kind: 'choice', options: LASER_TYPES },
    maxPowerWatts: { label: 'Maximum Power (W)', kind: 'whole', required: false },
    numberOfUnits: { label: 'Number of Units', kind: 'whole', required: false },
    dangerRadiusM: { label: 'Danger Radius (m)', kind: 'whole', required: false },
    dangerHeightM: { label: 'Danger Height (m)', kind: 'whole', required: false },
  },
  BHOISTING: {
    numberOfBalloons: { label: 'Number of Balloons', kind: 'whole', required: false },
    maxHeightFtAboveGround: { label: 'Maximum Height (ft above ground)', kind: 'whole' },
    maxDimensionM: { label: 'Maximum Dimension (m)', kind: 'whole', required: false },
    weightKg: { label: 'Weight (kg)', kind: 'whole', required: false },
    automaticDeflationDevice: {
      label: 'Automatic Deflation Device',
      kind: 'choice',
      options: YES_NO,
    },
  },
  KITE: {
    numberOfKites: { label: 'Number of Kites', kind: 'whole', required: false },
    maxHeightFtAboveMsl: {
      label: 'Maximum Height (ft above mean sea level)',
      kind: 'whole',
      required: false,
    },
    largestLengthM: { label: 'Largest Length (m)', kind: 'whole', required: false },
    largestBreadthM: { label: 'Largest Breadth (m)', kind: 'whole', required: false },
  },
  SLRELEASE: {
    numberOfLanterns: { label: 'Number of Sky Lanterns', kind: 'whole', required: false },
    maxSizeCm: { label: 'Maximum Size (cm)', kind: 'whole', required: false },
  },
  BRELEASE: {
    numberOfBalloons: { label: 'Number of Balloons', kind: 'whole', required: false },
    maxSizeCm: { label: 'Maximum Size (cm)', kind: 'whole', required: false },
  },
} as const satisfies Record<AerialActivityCode, FormFields>;

/** Every aerial activity field of every type: what a category 4 draft may hold. */
export const ALL_AERIAL_ACTIVITY_FIELDS = Object.assign(
  {},
  ...Object.values(AERIAL_ACTIVITY_FIELDS),
) as UnionToIntersection<(typeof AERIAL_ACTIVITY_FIELDS)[AerialActivityCode]>;

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (
  arg: infer I,
) => void
  ? I
  : never;
