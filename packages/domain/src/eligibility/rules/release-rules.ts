import type { AerialActivityCode } from '../../activity/aerial-activity-types.js';
import { dailySpans, type DateTimeRow } from '../../activity/date-time-rows.js';
import { checkRestrictedTimes } from '../../activity/restricted-times.js';
import { formatKm } from '../eligibility-format.js';
import { ELIGIBILITY_NOTES } from '../eligibility-notes.js';
import type { EligibilityReason, RuleFindings } from '../eligibility-result.js';
import type { SiteMeasures } from '../site-measures.js';
import { ELIGIBILITY_THRESHOLDS } from '../../geo/thresholds.js';
import { aerodromeZone, findings, km } from './rule-helpers.js';

// Releases of balloons and sky lanterns (ENQ-7, ENQ-8; domain-facts table). Neither may happen in military
// operating hours (the existing restricted-times rule, with the spec's message); balloons need a
// permit within 5 km of an aerodrome; sky lanterns only tethered, and always with a permit.

const T = ELIGIBILITY_THRESHOLDS;

/** The restricted-times reason when a row overlaps military hours, or a note when no rows. */
function militaryHoursFindings(
  activity: AerialActivityCode,
  rows: readonly DateTimeRow[] | undefined,
): RuleFindings {
  if (!rows || rows.length === 0) return findings([], [ELIGIBILITY_NOTES.militaryHours]);
  const message = rows
    .flatMap((row) => dailySpans(row))
    .map(([start, end]) => checkRestrictedTimes(activity, start, end))
    .find((text) => text !== undefined);
  const reasons: EligibilityReason[] = message
    ? [{ code: 'MILITARY_OPERATING_HOURS', outcome: 'NOT_ALLOWED', message }]
    : [];
  return findings(reasons);
}

export function balloonReleaseRule(
  site: SiteMeasures,
  rows: readonly DateTimeRow[] | undefined,
): RuleFindings {
  const military = militaryHoursFindings('BRELEASE', rows);
  const nearest = site.aerodromes[0];
  const within = nearest !== undefined && nearest.distanceM <= T.balloonRelease.permitWithinM;
  const reason: EligibilityReason = within
    ? {
        code: 'RELEASE_NEAR_AERODROME',
        outcome: 'PERMIT_REQUIRED',
        message: `The site is ${formatKm(nearest.distanceM)} from ${nearest.aerodrome.name}'s runways, within ${formatKm(T.balloonRelease.permitWithinM)} of an aerodrome, so releasing balloons there needs a permit.`,
        zone: aerodromeZone(nearest, T.balloonRelease.permitWithinM),
        threshold: km(T.balloonRelease.permitWithinM),
      }
    : {
        code: 'RELEASE_AWAY_FROM_AERODROMES',
        outcome: 'NO_PERMIT_REQUIRED',
        message: `The site is more than ${formatKm(T.balloonRelease.permitWithinM)} from every aerodrome (the nearest is ${formatKm(nearest?.distanceM ?? 0)} away).`,
        threshold: km(T.balloonRelease.permitWithinM),
      };
  return findings(
    [...military.reasons, reason],
    [...military.notes, ELIGIBILITY_NOTES.balloonSize],
  );
}

export function skyLanternRule(rows: readonly DateTimeRow[] | undefined): RuleFindings {
  const military = militaryHoursFindings('SLRELEASE', rows);
  return findings(
    [
      ...military.reasons,
      {
        code: 'SKY_LANTERN_ALWAYS',
        outcome: 'PERMIT_REQUIRED',
        message:
          'Every release of sky lanterns needs a permit, and only tethered lanterns are allowed.',
      },
    ],
    [...military.notes, ELIGIBILITY_NOTES.skyLanternSize, ELIGIBILITY_NOTES.fireSafety],
  );
}
