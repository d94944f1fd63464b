// The six aerial activity types (APP-5), code and label.

export const AERIAL_ACTIVITY_TYPES = [
  { code: 'BRELEASE', label: 'Release of Balloons' },
  { code: 'BHOISTING', label: 'Hoisting of Captive Balloon/Blimp' },
  { code: 'KITE', label: 'Kite Flying/Parasailing' },
  { code: 'LASERS', label: 'Lasers/Other Lights Display' },
  { code: 'SLRELEASE', label: 'Release of Sky Lanterns' },
  { code: 'FIREWORKS', label: 'Fireworks/Pyrotechnics Display' },
] as const;

export type AerialActivityCode = (typeof AERIAL_ACTIVITY_TYPES)[number]['code'];

export const AERIAL_ACTIVITY_CODES: readonly AerialActivityCode[] = AERIAL_ACTIVITY_TYPES.map(
  (type) => type.code,
);
