import type { HeightAboveSeaLevel } from '../activity-height.js';
import { formatKm } from '../eligibility-format.js';
import type { RuleFindings } from '../eligibility-result.js';
import { aerodromeName, type SiteMeasures } from '../site-measures.js';
import { ELIGIBILITY_THRESHOLDS } from '../../geo/thresholds.js';
import { heightLimitReason } from './height-limit-reason.js';
import { aerodromeZone, findings, km } from './rule-helpers.js';

// Kite flying / parasailing (ENQ-5; domain-facts table): a permit within 5 km of an aerodrome; above
// 200 ft within 10 km of Paya Lebar or Tengah or within 1 km of their flight funnels; above
// 500 ft anywhere else. Kites are never asked to notify, so no notification note.

const T = ELIGIBILITY_THRESHOLDS.kite;

export function kiteRule(
  site: SiteMeasures,
  height: HeightAboveSeaLevel | undefined,
): RuleFindings {
  const nearest = site.aerodromes[0];
  if (nearest && nearest.distanceM <= T.permitWithinM) {
    return findings([
      {
        code: 'KITE_NEAR_AERODROME',
        outcome: 'PERMIT_REQUIRED',
        message: `The site is ${formatKm(nearest.distanceM)} from ${nearest.aerodrome.name}'s runways, within ${formatKm(T.permitWithinM)} of an aerodrome, so kite flying or parasailing there needs a permit at any height.`,
        zone: aerodromeZone(nearest, T.permitWithinM),
        threshold: km(T.permitWithinM),
      },
    ]);
  }
  const strictAerodrome = site.aerodromes.find(
    (entry) =>
      T.strictAerodromes.includes(entry.aerodrome.icao) && entry.distanceM <= T.strictWithinM,
  );
  if (strictAerodrome) {
    return findings([
      heightLimitReason(
        'kite',
        height,
        T.strictMaxHeightFt,
        `within ${formatKm(T.strictWithinM)} of ${strictAerodrome.aerodrome.name}`,
        aerodromeZone(strictAerodrome, T.strictWithinM),
      ),
    ]);
  }
  const strictFunnel = site.funnels.find(
    (entry) =>
      T.strictAerodromes.includes(entry.funnel.aerodrome) &&
      entry.distanceM <= T.strictFunnelBufferM,
  );
  if (strictFunnel) {
    const name = `the flight funnel beyond runway ${strictFunnel.funnel.endDesignator} of ${aerodromeName(strictFunnel.funnel)}`;
    return findings([
      heightLimitReason(
        'kite',
        height,
        T.strictMaxHeightFt,
        `within ${formatKm(T.strictFunnelBufferM)} of ${name}`,
        {
          id: strictFunnel.funnel.id,
          name: `Within ${formatKm(T.strictFunnelBufferM)} of ${name}`,
        },
      ),
    ]);
  }
  return findings([
    heightLimitReason(
      'kite',
      height,
      T.elsewhereMaxHeightFt,
      `that applies more than ${formatKm(T.permitWithinM)} from every aerodrome (the nearest, ${nearest?.aerodrome.name ?? ''}, is ${formatKm(nearest?.distanceM ?? 0)} away)`,
      undefined,
    ),
  ]);
}
