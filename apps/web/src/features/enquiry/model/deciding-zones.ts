import type { EligibilityResult } from '@aviation-permits/domain/eligibility';

// ENQ-3: the zones that decided the answer are those cited by the reasons whose outcome is the
// verdict (a "permit needed" answer highlights the zones that need the permit, not the ones whose
// limits were kept). Each id is the `id` of a map/zone-data feature (domain geo/zone-ids.ts).

export function decidingZoneIds(result: EligibilityResult): string[] {
  const ids = result.reasons
    .filter((reason) => reason.outcome === result.verdict)
    .flatMap((reason) => (reason.zone ? [reason.zone.id] : []));
  return [...new Set(ids)];
}
