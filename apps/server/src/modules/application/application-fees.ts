import { feeCentsOf } from '@aviation-permits/domain/application';
import { type CategoryId } from '@aviation-permits/domain/activity';
import type { FeeSchedule } from '../../config/fees.js';

// The fee of a submitted application (PAY-1, PAY-2), decided here from the configured schedule and
// never taken from the browser, by the domain's rule the review step shows it with (APP-70).

export function submittedFeeCents(
  schedule: FeeSchedule,
  form: { category: CategoryId; activityType?: string | undefined },
): number {
  const fee = feeCentsOf(schedule, form);
  // A submitted aerial activity always has a type (the submission schema requires it).
  if (fee === undefined) throw new Error('An aerial activity without an activity type has no fee');
  return fee;
}
