import { z } from 'zod';
import {
  AERIAL_ACTIVITY_CODES,
  type AerialActivityCode,
} from '../activity/aerial-activity-types.js';
import type { CategoryId } from '../activity/categories.js';

// The fee schedule (PAY-1, PAY-2, APP-70) as the server configures it (FEES) and sends it in the
// forms' init-data: per category and, for aerial activities, per activity type, in cents. The one
// rule that reads it is here, so the server's fee at submission and the review step's "You will be
// asked to pay" are the same figure; the browser never computes an amount of its own.

// A fee above S$1,000,000 is a typing error in FEES, not a fee.
const cents = z.number().int().nonnegative().max(100_000_000);

export const feeScheduleSchema = z.strictObject({
  /** Aerial Photography/Videography. */
  1: cents,
  /** Erection of Cranes and Tall Construction Machinery. */
  2: cents,
  /** Ship Crossing. */
  3: cents,
  /** Aerial Activities, per activity type. */
  4: z.object(
    Object.fromEntries(AERIAL_ACTIVITY_CODES.map((code) => [code, cents])) as Record<
      AerialActivityCode,
      typeof cents
    >,
  ),
});

export type FeeScheduleCents = z.infer<typeof feeScheduleSchema>;

/** The fee of an application's category and type, in cents; none for an aerial activity without a type. */
export function feeCentsOf(
  schedule: FeeScheduleCents,
  form: { category: CategoryId; activityType?: unknown },
): number | undefined {
  if (form.category !== 4) return schedule[form.category];
  const code = AERIAL_ACTIVITY_CODES.find((candidate) => candidate === form.activityType);
  return code === undefined ? undefined : schedule[4][code];
}
