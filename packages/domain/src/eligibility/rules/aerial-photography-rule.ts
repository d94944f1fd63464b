import { AERIAL_PHOTOGRAPHY_THRESHOLDS } from '../../geo/thresholds.js';
import type { z } from 'zod';
import { thousands } from '../eligibility-format.js';
import { ELIGIBILITY_NOTES } from '../eligibility-notes.js';
import type { EligibilityReason, RuleFindings } from '../eligibility-result.js';
import type { aerialPhotographyAnswersSchema } from '../enquiry-schema.js';
import { findings } from './rule-helpers.js';

// Aerial photography / videography from a manned aircraft (ENQ-11; domain-facts): every flight needs a
// clearance; a yes to either of the form's two questions adds why it needs particular care.

const T = AERIAL_PHOTOGRAPHY_THRESHOLDS;

export function aerialPhotographyRule(
  answers: z.infer<typeof aerialPhotographyAnswersSchema> | undefined,
): RuleFindings {
  const reasons: EligibilityReason[] = [
    {
      code: 'AERIAL_PHOTOGRAPHY_ALWAYS',
      outcome: 'PERMIT_REQUIRED',
      message: 'Every aerial photography or videography flight needs a clearance.',
    },
  ];
  if (answers?.overCongestedArea) {
    reasons.push({
      code: 'LOW_OVER_CONGESTED_AREA',
      outcome: 'PERMIT_REQUIRED',
      message: `The flight goes over congested areas or an open-air assembly below ${T.lowFlyingHeightM} m (${thousands(T.lowFlyingHeightFt)} ft) above the highest obstacle within ${T.obstacleRadiusM} m, which the clearance must cover.`,
      threshold: { value: T.lowFlyingHeightM, unit: 'm' },
    });
  }
  if (answers?.nearOpenAirAssembly) {
    reasons.push({
      code: 'NEAR_OPEN_AIR_ASSEMBLY',
      outcome: 'PERMIT_REQUIRED',
      message: `The flight goes over or within ${thousands(T.assemblyDistanceFt)} ft of an open-air assembly of more than ${thousands(T.assemblyPersons)} persons, which the clearance must cover.`,
      threshold: { value: T.assemblyDistanceFt, unit: 'ft' },
    });
  }
  return findings(reasons, [ELIGIBILITY_NOTES.agenciesConsulted]);
}
