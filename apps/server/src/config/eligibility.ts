import { ELIGIBILITY_THRESHOLDS } from '@aviation-permits/domain/geo';
import { z } from 'zod';

// The figures of the Enquiry Tool's rules that the authority may change without a release
// (ENQ-10): read by config.ts with the rest of the environment (OPS-2), given to the rules on the
// server at submission and, through the init-data calls, to the same rules in the browser, so
// both sides judge with one figure. The defaults are domain-facts' published figures, so
// production needs no value of its own.

export const eligibilityEnvironment = {
  /**
   * ENQ-10: a vessel taller than this many metres (waterline to its highest point) crossing under
   * Changi's approach and departure paths needs a clearance. Default 35, the figure domain-facts
   * gives as "the configurable trigger".
   */
  SHIP_CROSSING_CLEARANCE_ABOVE_M: z.coerce
    .number()
    .positive()
    .max(1_000)
    .default(ELIGIBILITY_THRESHOLDS.shipCrossing.changiClearanceAboveM),
};

export interface EligibilitySettings {
  shipCrossingClearanceAboveM: number;
}

export function eligibilitySettings(environment: { SHIP_CROSSING_CLEARANCE_ABOVE_M: number }): {
  eligibility: EligibilitySettings;
} {
  return {
    eligibility: { shipCrossingClearanceAboveM: environment.SHIP_CROSSING_CLEARANCE_ABOVE_M },
  };
}
