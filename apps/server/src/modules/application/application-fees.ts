import {
  AERIAL_ACTIVITY_CODES,
  type AerialActivityCode,
  type CategoryId,
} from '@aviation-permits/domain';
import type { FeeSchedule } from '../../config-fees.js';

// The fee of a submitted application (PAY-1, PAY-2), decided here from the configured schedule and
// never taken from the browser: per category, and per activity type for aerial activities.

export function feeCentsOf(
  schedule: FeeSchedule,
  form: { category: CategoryId; activityType?: string | undefined },
): number {
  if (form.category !== 4) return schedule[form.category];
  const code = AERIAL_ACTIVITY_CODES.find((candidate) => candidate === form.activityType);
  // A submitted aerial activity always has a type (the submission schema requires it).
  if (code === undefined) throw new Error('An aerial activity without an activity type has no fee');
  return schedule[4][code satisfies AerialActivityCode];
}
