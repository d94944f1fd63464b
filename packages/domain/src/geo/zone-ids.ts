import type { AerodromeIcao } from './aerodromes.js';
import type { HeightLimitRing } from './crane-height-limits.js';
import type { DatePeriod } from './temporary-restricted-areas.js';

// The ids zone features carry and eligibility reasons cite, built in one place so the Enquiry
// Tool can highlight on the map the zone that decided (docs/requirements.md ENQ-3).

export function aerodromeZoneId(icao: AerodromeIcao, distanceM: number): string {
  return `${icao}-within-${distanceM / 1000}km`;
}

export function heightLimitZoneId(icao: AerodromeIcao, ring: HeightLimitRing): string {
  return `${icao}-height-limit-${ring.innerM}-${ring.outerM}`;
}

export function temporaryAreaZoneId(areaId: string, period: DatePeriod): string {
  return `${areaId}-${period.from}`;
}
