import { distanceBetween, type GeoShape } from '../../geo/geo-shape.js';
import {
  areasInForce,
  periodsOverlap,
  type TemporaryRestrictedArea,
} from '../../geo/temporary-restricted-areas.js';
import { closedBand, formatPeriod } from '../../geo/zone-features.js';
import { temporaryAreaZoneId } from '../../geo/zone-ids.js';
import type { DateTimeRow } from '../../activity/date-time-rows.js';
import type { EligibilityReason, RuleFindings } from '../eligibility-result.js';
import { findings, ftAmsl } from './rule-helpers.js';

// Temporary restricted areas (ENQ-12; domain-facts): any activity inside one on its dates needs a permit.
// Without dates the tool cannot tell, so it lists the closed dates in a note instead.

function areaShape(area: TemporaryRestrictedArea): GeoShape {
  return area.area.kind === 'circle'
    ? { kind: 'circle', centre: area.area.centre, radiusM: area.area.radiusM }
    : { kind: 'polygon', ring: area.area.ring };
}

/** The areas in force from `today` on that the site touches: where the dates decide (ENQ-21). */
export function temporaryAreasAt(
  site: GeoShape,
  areas: readonly TemporaryRestrictedArea[],
  today: string,
): TemporaryRestrictedArea[] {
  return areasInForce(areas, today).filter((area) => distanceBetween(site, areaShape(area)) === 0);
}

export function temporaryAreaRule(
  site: GeoShape,
  rows: readonly DateTimeRow[] | undefined,
  areas: readonly TemporaryRestrictedArea[],
  today: string,
): RuleFindings {
  const reasons: EligibilityReason[] = [];
  const notes: string[] = [];
  for (const area of temporaryAreasAt(site, areas, today)) {
    const { periods } = area;
    const band = closedBand(area);
    if (!rows || rows.length === 0) {
      const dates = periods.map(formatPeriod).join(', ');
      notes.push(
        `The site is in ${area.name}, closed ${band} ${dates}: on those dates a permit is needed.`,
      );
      continue;
    }
    const hit = periods.find((period) =>
      rows.some((row) => periodsOverlap(period, { from: row.startDate, to: row.endDate })),
    );
    if (!hit) continue;
    reasons.push({
      code: 'TEMPORARY_RESTRICTED_AREA',
      outcome: 'PERMIT_REQUIRED',
      message: `The site is in ${area.name}, closed ${band} ${formatPeriod(hit)}, when the activity takes place, so a permit is needed.`,
      zone: { id: temporaryAreaZoneId(area.id, hit), name: area.name },
      threshold: ftAmsl(area.ceilingFt),
    });
  }
  return findings(reasons, notes);
}
