import type { HeightAboveSeaLevel } from '../activity-height.js';
import { formatKm } from '../eligibility-format.js';
import { ELIGIBILITY_NOTES } from '../eligibility-notes.js';
import type { RuleFindings } from '../eligibility-result.js';
import { aerodromeName, type SiteMeasures } from '../site-measures.js';
import { ELIGIBILITY_THRESHOLDS } from '../../geo/thresholds.js';
import { heightLimitReason } from './height-limit-reason.js';
import { aerodromeZone, findings, km } from './rule-helpers.js';

// Hoisting a captive balloon or blimp (ENQ-6; domain-facts table): a permit within 1 km of a flight
// funnel; above 130 ft within 5 km of an aerodrome; above 290 ft beyond 5 km.

const T = ELIGIBILITY_THRESHOLDS.captiveBalloon;

export function captiveBalloonRule(
  site: SiteMeasures,
  height: HeightAboveSeaLevel | undefined,
): RuleFindings {
  const notes = [ELIGIBILITY_NOTES.captiveBalloonSize];
  const funnel = site.funnels[0];
  if (funnel && funnel.distanceM <= T.funnelBufferM) {
    const name = `the flight funnel beyond runway ${funnel.funnel.endDesignator} of ${aerodromeName(funnel.funnel)}`;
    const where =
      funnel.distanceM === 0 ? `inside ${name}` : `${formatKm(funnel.distanceM)} from ${name}`;
    return findings(
      [
        {
          code: 'BALLOON_NEAR_FUNNEL',
          outcome: 'PERMIT_REQUIRED',
          message: `The site is ${where}, within ${formatKm(T.funnelBufferM)} of a flight funnel, so hoisting a captive balloon there needs a permit at any height.`,
          zone: { id: funnel.funnel.id, name: `Within ${formatKm(T.funnelBufferM)} of ${name}` },
          threshold: km(T.funnelBufferM),
        },
      ],
      notes,
    );
  }
  const nearest = site.aerodromes[0];
  const near = nearest !== undefined && nearest.distanceM <= T.nearWithinM;
  const reason = near
    ? heightLimitReason(
        'balloon',
        height,
        T.nearMaxHeightFt,
        `within ${formatKm(T.nearWithinM)} of ${nearest.aerodrome.name}`,
        aerodromeZone(nearest, T.nearWithinM),
      )
    : heightLimitReason(
        'balloon',
        height,
        T.farMaxHeightFt,
        `more than ${formatKm(T.nearWithinM)} from every aerodrome`,
        undefined,
      );
  return findings([reason], notes);
}
