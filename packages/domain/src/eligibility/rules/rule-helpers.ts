import type { AerodromeDistance } from '../site-measures.js';
import { aerodromeZoneId } from '../../geo/zone-ids.js';
import type { EligibilityReason, RuleFindings } from '../eligibility-result.js';

// Small shared pieces of the rules: the zone a distance falls in, and findings.

export function findings(reasons: EligibilityReason[], notes: string[] = []): RuleFindings {
  return { reasons, notes };
}

export function aerodromeZone(
  near: AerodromeDistance,
  distanceM: number,
): EligibilityReason['zone'] {
  return {
    id: aerodromeZoneId(near.aerodrome.icao, distanceM),
    name: `Within ${distanceM / 1000} km of ${near.aerodrome.name}`,
  };
}

export const km = (metres: number) => ({ value: metres / 1000, unit: 'km' as const });
export const ftAmsl = (feet: number) => ({
  value: feet,
  unit: 'ft' as const,
  reference: 'AMSL' as const,
});
