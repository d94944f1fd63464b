import type { AerialActivityCode } from '../activity/aerial-activity-types.js';
import { CATEGORIES } from '../activity/categories.js';
import { leadTimeWorkingDays } from '../activity/lead-time/lead-time.js';
import { locationShape } from '../geo/location-shape.js';
import { areasInForce, type TemporaryRestrictedArea } from '../geo/temporary-restricted-areas.js';
import { heightAboveSeaLevelFt } from './activity-height.js';
import { ELIGIBILITY_NOTES } from './eligibility-notes.js';
import { verdictOf, type EligibilityResult, type RuleFindings } from './eligibility-result.js';
import type { EligibilityEnquiry } from './enquiry-schema.js';
import { aerialPhotographyRule } from './rules/aerial-photography-rule.js';
import { captiveBalloonRule } from './rules/captive-balloon-rule.js';
import { craneRule } from './rules/crane-rule.js';
import { fireworksRule, lightDisplayRule } from './rules/display-rules.js';
import { kiteRule } from './rules/kite-rule.js';
import { balloonReleaseRule, skyLanternRule } from './rules/release-rules.js';
import { shipCrossingAnywhereRule, shipCrossingRule } from './rules/ship-crossing-rule.js';
import { temporaryAreaRule, temporaryAreasAt } from './rules/temporary-area-rule.js';
import { measureSite, type SiteMeasures } from './site-measures.js';

// The Enquiry Tool's rules engine (docs/requirements.md ENQ-2, ENQ-3): pure, no I/O, no clock.
// It reads the enquiry and the data (thresholds.ts, the aerodromes, the temporary areas) and
// answers whether a permit or clearance is needed, why, how early to apply, and what else to know.
// A drawn circle or area is judged at its part nearest each hazard: the worst case.

export interface EligibilityContext {
  /** The server's today in Singapore, 'YYYY-MM-DD': temporary areas depend on it. */
  today: string;
  /** The temporary restricted areas the server serves (ENQ-12); none are built in. */
  temporaryAreas: readonly TemporaryRestrictedArea[];
  /**
   * ENQ-10: the vessel height (m) above which a crossing under Changi's paths needs a clearance,
   * as the server is configured (SHIP_CROSSING_CLEARANCE_ABOVE_M); domain-facts' 35 m by default.
   */
  shipCrossingClearanceAboveM?: number;
}

function aerialActivityFindings(
  activity: AerialActivityCode | undefined,
  enquiry: EligibilityEnquiry,
  site: SiteMeasures,
): RuleFindings {
  const height = heightAboveSeaLevelFt(enquiry.height, enquiry.siteGroundElevationM);
  const groundNote = height?.groundAssumedAtSeaLevel ? [ELIGIBILITY_NOTES.groundAssumed] : [];
  const withGroundNote = ({ reasons, notes }: RuleFindings): RuleFindings => ({
    reasons,
    notes: [...notes, ...groundNote],
  });
  switch (activity) {
    case 'KITE':
      return withGroundNote(kiteRule(site, height));
    case 'BHOISTING':
      return withGroundNote(captiveBalloonRule(site, height));
    case 'BRELEASE':
      return balloonReleaseRule(site, enquiry.dateTimeRows);
    case 'SLRELEASE':
      return skyLanternRule(enquiry.dateTimeRows);
    case 'LASERS':
      return lightDisplayRule();
    case 'FIREWORKS':
      return fireworksRule();
    case undefined:
      return {
        reasons: [
          {
            code: 'ACTIVITY_NOT_GIVEN',
            outcome: 'PERMIT_REQUIRED',
            message:
              'Every aerial activity type needs a permit in some places; choose the type to see whether yours does.',
          },
        ],
        notes: [],
      };
  }
}

function categoryFindings(
  enquiry: EligibilityEnquiry,
  site: SiteMeasures,
  context: EligibilityContext,
): RuleFindings {
  switch (enquiry.category) {
    case 1:
      return aerialPhotographyRule(enquiry.aerialPhotography);
    case 2:
      return craneRule(site, enquiry.siteGroundElevationM, enquiry.workingHeightM);
    case 3:
      return shipCrossingRule(site, enquiry.vesselHeightM, context.shipCrossingClearanceAboveM);
    case 4:
      return aerialActivityFindings(enquiry.activity, enquiry, site);
  }
}

/** The verdict of the findings, with the category's permit, lead time and notes (ENQ-3). */
function resultOf(
  enquiry: Pick<EligibilityEnquiry, 'category' | 'activity'>,
  { reasons, notes }: RuleFindings,
): EligibilityResult {
  const verdict = verdictOf(reasons);
  const allNotes = [...notes];
  // ENQ-13: within the limits no permit is needed, but the authority may ask to be notified;
  // kites excepted.
  if (verdict === 'NO_PERMIT_REQUIRED' && enquiry.category === 4 && enquiry.activity !== 'KITE') {
    allNotes.unshift(ELIGIBILITY_NOTES.mayBeNotified);
  }
  const category = CATEGORIES.find((candidate) => candidate.id === enquiry.category);
  return {
    verdict,
    permitName: category?.cardTitle ?? '',
    reasons,
    leadTimeWorkingDays: leadTimeWorkingDays(enquiry.category),
    notes: [...new Set(allNotes)],
  };
}

export function checkEligibility(
  enquiry: EligibilityEnquiry,
  context: EligibilityContext,
): EligibilityResult {
  const { today, temporaryAreas } = context;
  const site = measureSite(locationShape(enquiry.location));
  const own = categoryFindings(enquiry, site, context);
  const temporary = temporaryAreaRule(site.shape, enquiry.dateTimeRows, temporaryAreas, today);
  return resultOf(enquiry, {
    reasons: [...own.reasons, ...temporary.reasons],
    notes: [...own.notes, ...temporary.notes],
  });
}

/**
 * ENQ-22: a ship crossing's answer before its location is known, where the vessel's height alone
 * decides it: no taller than the trigger, and no temporary restricted area in force (inside one,
 * any activity needs a permit on its dates, so the place would matter). Otherwise undefined.
 */
export function checkVesselAnywhere(
  vesselHeightM: number,
  context: EligibilityContext,
): EligibilityResult | undefined {
  if (areasInForce(context.temporaryAreas, context.today).length > 0) return undefined;
  const own = shipCrossingAnywhereRule(vesselHeightM, context.shipCrossingClearanceAboveM);
  return own && resultOf({ category: 3 }, own);
}

/**
 * ENQ-21: whether the dates can change this enquiry's answer: releases of balloons and sky
 * lanterns (military operating hours) and a site inside a temporary restricted area in force.
 * Any other answer stands while a date row is half typed.
 */
export function answerDependsOnTime(
  enquiry: EligibilityEnquiry,
  { today, temporaryAreas }: EligibilityContext,
): boolean {
  if (enquiry.activity === 'BRELEASE' || enquiry.activity === 'SLRELEASE') return true;
  const site = measureSite(locationShape(enquiry.location));
  return temporaryAreasAt(site.shape, temporaryAreas, today).length > 0;
}
