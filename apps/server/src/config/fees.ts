import { feeScheduleSchema, type FeeScheduleCents } from '@aviation-permits/domain/application';
import { z } from 'zod';

// The fee schedule (PAY-1, PAY-2): what an application costs, per category and, for aerial
// activities, per activity type, in cents. The public listings show no fee (domain-facts), so
// the default is a placeholder schedule to be replaced by the authority's: FEES holds the whole
// schedule as JSON, and production refuses to start without it (OPS-4). A fee of 0 skips Pending
// payment.

/** The schedule's shape is the domain's, which the forms' init-data also carries (APP-70). */
export type FeeSchedule = FeeScheduleCents;

/** The default schedule (SGD cents), documented in docs/configuration.md and docs/applications.md. */
export const DEFAULT_FEE_SCHEDULE: FeeSchedule = {
  1: 10_000,
  2: 0,
  3: 5_000,
  4: {
    BRELEASE: 2_500,
    BHOISTING: 5_000,
    KITE: 0,
    LASERS: 5_000,
    SLRELEASE: 2_500,
    FIREWORKS: 10_000,
  },
};

const feesJson = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'must be JSON' });
      return z.NEVER;
    }
  })
  .pipe(feeScheduleSchema);

export const feeEnvironment = {
  /**
   * The fee schedule as JSON, in cents: {"1":…,"2":…,"3":…,"4":{"BRELEASE":…,"BHOISTING":…,
   * "KITE":…,"LASERS":…,"SLRELEASE":…,"FIREWORKS":…}}. Default: DEFAULT_FEE_SCHEDULE, a
   * placeholder that production refuses.
   */
  FEES: feesJson.optional(),
};

/** The placeholder would charge applicants invented fees: production names FEES (OPS-4). */
export function feeProductionProblems(values: Record<string, string>): Map<string, string> {
  const problems = new Map<string, string>();
  if (values.NODE_ENV === 'production' && values.FEES === undefined) {
    problems.set('FEES', 'FEES is required in production');
  }
  return problems;
}

export function feeSettings(environment: { FEES?: FeeSchedule | undefined }): {
  fees: FeeSchedule;
} {
  return { fees: environment.FEES ?? DEFAULT_FEE_SCHEDULE };
}
