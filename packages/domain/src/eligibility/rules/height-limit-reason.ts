import type { HeightAboveSeaLevel } from '../activity-height.js';
import { formatFt } from '../eligibility-format.js';
import type { EligibilityReason } from '../eligibility-result.js';
import { ftAmsl } from './rule-helpers.js';

// The reason of a height limit (kites and captive balloons): above the limit a permit, at or
// below it none. A missing height counts as above: the tool never says "no permit" on a guess.

export function heightLimitReason(
  what: string,
  height: HeightAboveSeaLevel | undefined,
  limitFt: number,
  where: string,
  zone: EligibilityReason['zone'],
): EligibilityReason {
  const threshold = ftAmsl(limitFt);
  if (!height) {
    return {
      code: 'HEIGHT_NOT_GIVEN',
      outcome: 'PERMIT_REQUIRED',
      message: `No height was given; ${where} a permit is needed above ${formatFt(limitFt)} above sea level.`,
      zone,
      threshold,
    };
  }
  const above = height.feet > limitFt;
  return {
    code: above ? 'ABOVE_HEIGHT_LIMIT' : 'WITHIN_HEIGHT_LIMIT',
    outcome: above ? 'PERMIT_REQUIRED' : 'NO_PERMIT_REQUIRED',
    message: `The ${what} reaches ${formatFt(height.feet)} above sea level, ${above ? 'above' : 'not above'} the ${formatFt(limitFt)} limit ${where}.`,
    zone,
    threshold,
  };
}
