import { craneHeightLimitRings, heightLimitRingAt } from '../../geo/crane-height-limits.js';
import { heightLimitZoneId } from '../../geo/zone-ids.js';
import { formatKm, formatM } from '../eligibility-format.js';
import { ELIGIBILITY_NOTES } from '../eligibility-notes.js';
import type { RuleFindings } from '../eligibility-result.js';
import type { SiteMeasures } from '../site-measures.js';
import { findings } from './rule-helpers.js';

// Cranes and tall machinery (ENQ-4; domain-facts "Cranes"): the top height is the site's ground
// elevation plus the working height, in metres above mean sea level; a clearance is needed when
// it exceeds the height-limit zone's limit at the site. Where zones of several aerodromes
// overlap, the lowest limit governs; a drawn area is judged at its part nearest a runway.

const RINGS = craneHeightLimitRings();

export function craneRule(
  site: SiteMeasures,
  groundElevationM: number | undefined,
  workingHeightM: number | undefined,
): RuleFindings {
  const notes = [ELIGIBILITY_NOTES.craneModel];
  if (groundElevationM === undefined || workingHeightM === undefined) {
    return findings(
      [
        {
          code: 'CRANE_HEIGHT_NOT_GIVEN',
          outcome: 'PERMIT_REQUIRED',
          message:
            'Without the site ground elevation and the working height the top height cannot be compared with the height limit, so assume a clearance is needed.',
        },
      ],
      [...notes, ELIGIBILITY_NOTES.militaryClearance],
    );
  }
  const top = groundElevationM + workingHeightM;
  const governing = site.aerodromes
    .map((entry) => ({ ...entry, ring: heightLimitRingAt(entry.distanceM, RINGS) }))
    .filter((entry) => entry.ring !== undefined)
    .sort((a, b) => (a.ring?.limitM ?? 0) - (b.ring?.limitM ?? 0))[0];
  const topText = `The crane's top reaches ${formatM(top)} above sea level (${formatM(groundElevationM)} ground elevation plus ${formatM(workingHeightM)} working height)`;
  if (!governing?.ring) {
    return findings(
      [
        {
          code: 'CRANE_OUTSIDE_HEIGHT_ZONES',
          outcome: 'NO_PERMIT_REQUIRED',
          message: `${topText}, and the site is outside every height-limit zone.`,
        },
      ],
      notes,
    );
  }
  const { ring, aerodrome, distanceM } = governing;
  const above = top > ring.limitM;
  return findings(
    [
      {
        code: above ? 'CRANE_ABOVE_HEIGHT_LIMIT' : 'CRANE_WITHIN_HEIGHT_LIMIT',
        outcome: above ? 'PERMIT_REQUIRED' : 'NO_PERMIT_REQUIRED',
        message: `${topText}, ${above ? 'above' : 'not above'} the ${formatM(ring.limitM)} limit of the height-limit zone ${formatKm(ring.innerM)} to ${formatKm(ring.outerM)} from ${aerodrome.name}'s runways (the site is ${formatKm(distanceM)} away).`,
        zone: {
          id: heightLimitZoneId(aerodrome.icao, ring),
          name: `Crane height limit ${formatM(ring.limitM)}, ${aerodrome.name}`,
        },
        threshold: { value: ring.limitM, unit: 'm', reference: 'AMSL' },
      },
    ],
    above ? [...notes, ELIGIBILITY_NOTES.militaryClearance] : notes,
  );
}
