import type { AerialActivityCode } from './aerial-activity-types.js';
import { VALIDATION_MESSAGES } from '../messages/validation-messages.js';
import { overlapsMilitaryHours } from '../validation/military-hours.js';

// Domain-facts: the release of free-flying balloons and of sky lanterns is not allowed during
// military operating hours; the form shows the spec's restricted-times message when a date/time
// row overlaps them.

export const ACTIVITIES_RESTRICTED_IN_MILITARY_HOURS: readonly AerialActivityCode[] = [
  'BRELEASE',
  'SLRELEASE',
];

export function checkRestrictedTimes(
  activity: AerialActivityCode,
  startIso: string,
  endIso: string,
): string | undefined {
  if (!ACTIVITIES_RESTRICTED_IN_MILITARY_HOURS.includes(activity)) return undefined;
  return overlapsMilitaryHours(startIso, endIso) ? VALIDATION_MESSAGES.restrictedTimes : undefined;
}
