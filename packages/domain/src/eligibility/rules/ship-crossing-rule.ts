import { distanceBetween } from '../../geo/geo-shape.js';
import { EAST_JOHOR_STRAIT } from '../../geo/ship-crossing-areas.js';
import { formatM } from '../eligibility-format.js';
import { ELIGIBILITY_NOTES } from '../eligibility-notes.js';
import type { RuleFindings } from '../eligibility-result.js';
import { aerodromeName, type SiteMeasures } from '../site-measures.js';
import { ELIGIBILITY_THRESHOLDS } from '../../geo/thresholds.js';
import { findings } from './rule-helpers.js';

// Ship crossing (ENQ-10; domain-facts "Ship crossing"): a clearance for a vessel taller than the
// trigger (35 m by default, configurable: domain-facts names it "the configurable trigger") that
// crosses the channels north and south of Changi, i.e. passes under Changi's approach and
// departure paths (its flight funnels); a vessel over 30 m must report before using the East
// Johor Strait. A missing height counts as tall.

const T = ELIGIBILITY_THRESHOLDS.shipCrossing;

export function shipCrossingRule(
  site: SiteMeasures,
  vesselHeightM: number | undefined,
  clearanceAboveM: number = T.changiClearanceAboveM,
): RuleFindings {
  const tall = vesselHeightM === undefined || vesselHeightM > clearanceAboveM;
  const heightText =
    vesselHeightM === undefined
      ? 'No vessel height was given'
      : `The vessel is ${formatM(vesselHeightM)} tall`;
  const inStrait =
    distanceBetween(site.shape, { kind: 'polygon', ring: EAST_JOHOR_STRAIT.ring }) === 0;
  const notes =
    inStrait && (vesselHeightM === undefined || vesselHeightM > T.eastJohorReportAboveM)
      ? [ELIGIBILITY_NOTES.eastJohorReport]
      : [];
  const changi = site.funnels.find(
    (entry) => entry.funnel.aerodrome === 'WSSS' && entry.distanceM === 0,
  );
  if (!changi) {
    return findings(
      [
        {
          code: 'SHIP_AWAY_FROM_CHANGI',
          outcome: 'NO_PERMIT_REQUIRED',
          message:
            "The crossing does not pass under Changi Airport's approach and departure paths.",
        },
      ],
      notes,
    );
  }
  const name = `the flight funnel beyond runway ${changi.funnel.endDesignator} of ${aerodromeName(changi.funnel)}`;
  return findings(
    [
      {
        code: tall ? 'SHIP_TALLER_THAN_LIMIT' : 'SHIP_WITHIN_LIMIT',
        outcome: tall ? 'PERMIT_REQUIRED' : 'NO_PERMIT_REQUIRED',
        message: `The crossing passes under ${name}. ${heightText}; vessels over ${formatM(clearanceAboveM)} above the waterline need a clearance there.`,
        zone: { id: changi.funnel.id, name: `Flight funnel, ${name}` },
        threshold: { value: clearanceAboveM, unit: 'm' },
      },
    ],
    notes,
  );
}

/**
 * ENQ-22: a vessel no taller than the trigger needs a clearance nowhere, so its answer needs no
 * location; a taller one (undefined here) depends on where it crosses.
 */
export function shipCrossingAnywhereRule(
  vesselHeightM: number,
  clearanceAboveM: number = T.changiClearanceAboveM,
): RuleFindings | undefined {
  if (vesselHeightM > clearanceAboveM) return undefined;
  return findings(
    [
      {
        code: 'SHIP_WITHIN_LIMIT_ANYWHERE',
        outcome: 'NO_PERMIT_REQUIRED',
        message: `The vessel is ${formatM(vesselHeightM)} tall; only vessels over ${formatM(clearanceAboveM)} above the waterline need a clearance, where they cross under Changi Airport's approach and departure paths, so this one needs none wherever it crosses.`,
        threshold: { value: clearanceAboveM, unit: 'm' },
      },
    ],
    vesselHeightM > T.eastJohorReportAboveM ? [ELIGIBILITY_NOTES.eastJohorReport] : [],
  );
}
