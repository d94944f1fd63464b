import { z } from 'zod';

// The job runner's keys of the configuration (OPS-24) and the waits of the lifecycle jobs
// (LIFE-6 to LIFE-9), read by config.ts with the rest of the environment (docs/jobs.md). The mail
// sender's retry keys are with the mail keys (config/sessions.ts).

const days = z.coerce.number().int().positive();

export const jobsEnvironment = {
  /**
   * on | off. Off: this instance runs no jobs and keeps no schedules (a web-only instance); it
   * still queues them for the instances that do. Some instance must run them.
   */
  JOBS: z.enum(['on', 'off']).default('on'),
  /** Days in Pending payment before the applicant is reminded once (LIFE-6). */
  REMIND_PENDING_PAYMENT_DAYS: days.default(3),
  /** Days in Need Your Action before the applicant is reminded once (LIFE-7). */
  REMIND_NEED_YOUR_ACTION_DAYS: days.default(7),
  /** Days a draft stays untouched before its owner is told it will be removed (LIFE-8). */
  STALE_DRAFT_NOTICE_DAYS: days.default(90),
  /** Days after that notice, untouched still, before the draft is removed (LIFE-9). */
  STALE_DRAFT_REMOVAL_DAYS: days.default(14),
};

type JobsEnvironment = z.infer<z.ZodObject<typeof jobsEnvironment>>;

/** The lifecycle jobs' waits, in days. */
export interface LifecycleSettings {
  remindPendingPaymentDays: number;
  remindNeedYourActionDays: number;
  staleDraftNoticeDays: number;
  staleDraftRemovalDays: number;
}

export interface JobsSettings {
  /** This instance works the jobs and keeps their schedules. */
  runHere: boolean;
  lifecycle: LifecycleSettings;
}

export function jobsSettings(environment: JobsEnvironment): { jobs: JobsSettings } {
  return {
    jobs: {
      runHere: environment.JOBS === 'on',
      lifecycle: {
        remindPendingPaymentDays: environment.REMIND_PENDING_PAYMENT_DAYS,
        remindNeedYourActionDays: environment.REMIND_NEED_YOUR_ACTION_DAYS,
        staleDraftNoticeDays: environment.STALE_DRAFT_NOTICE_DAYS,
        staleDraftRemovalDays: environment.STALE_DRAFT_REMOVAL_DAYS,
      },
    },
  };
}
