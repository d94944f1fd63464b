import type { LatLng } from './lat-lng.js';

// Temporary restricted areas (domain-facts "When an aerial activity needs a permit"): airspace
// closed on listed dates, for example for national-event rehearsals. Any activity inside one on
// its dates needs a permit (docs/requirements.md ENQ-12). Officers maintain this list: the entries
// below are examples of the form an entry takes, not published closures.

export interface DatePeriod {
  /** First day, 'YYYY-MM-DD' (Singapore), inclusive. */
  from: string;
  /** Last day, inclusive. */
  to: string;
}

export interface TemporaryRestrictedArea {
  id: string;
  name: string;
  area: { kind: 'circle'; centre: LatLng; radiusM: number } | { kind: 'polygon'; ring: LatLng[] };
  /** The closed band of airspace, in feet above mean sea level (0 = from the ground). */
  floorFt: number;
  ceilingFt: number;
  periods: readonly DatePeriod[];
}

const day = (date: string): DatePeriod => ({ from: date, to: date });

export const TEMPORARY_RESTRICTED_AREAS: readonly TemporaryRestrictedArea[] = [
  {
    id: 'ndp-2026-marina-bay',
    name: 'National Day Parade 2026 rehearsals, Marina Bay',
    area: { kind: 'circle', centre: { lat: 1.2887, lng: 103.8592 }, radiusM: 3_000 },
    floorFt: 0,
    ceilingFt: 2_500,
    periods: [
      day('2026-06-27'),
      day('2026-07-04'),
      day('2026-07-11'),
      day('2026-07-18'),
      day('2026-07-25'),
      day('2026-08-01'),
      day('2026-08-09'),
    ],
  },
];

/** Whether a date ('YYYY-MM-DD') falls in a period; ISO dates compare as text. */
export function periodContains(period: DatePeriod, date: string): boolean {
  return period.from <= date && date <= period.to;
}

/** Whether two periods share at least one day. */
export function periodsOverlap(a: DatePeriod, b: DatePeriod): boolean {
  return a.from <= b.to && b.from <= a.to;
}
