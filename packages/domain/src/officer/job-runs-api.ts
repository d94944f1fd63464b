import { z } from 'zod';
import { SERVICE_BASE_PATHS } from '../http/service-paths.js';

// The console's view of the background jobs (LIFE-12, docs/jobs.md): their last runs and failures
// from the job runner, and a supervisor's retry of a failed run, audited.

const BASE = SERVICE_BASE_PATHS.officer;

export const JOB_RUNS_API_PATHS = {
  /** GET ?failedOnly=true: the last runs, newest first (supervisors). */
  runs: `${BASE}/jobs/runs`,
  /** POST { id }: runs a failed run again (supervisors); audited. */
  retry: `${BASE}/jobs/runs/retry`,
} as const;

/** How many runs the console lists. */
export const JOB_RUNS_LISTED = 50;

export const JOB_RUN_STATES = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
] as const;

/** What the console says for each state of a run (pg-boss's states). */
export const JOB_RUN_STATE_LABELS: Readonly<Record<(typeof JOB_RUN_STATES)[number], string>> = {
  created: 'Waiting',
  retry: 'Waiting to retry',
  active: 'Running',
  completed: 'Completed',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

export const jobRunsQuerySchema = z.object({ failedOnly: z.enum(['true', 'false']).optional() });

const instant = z.string().datetime();

export const jobRunSchema = z.object({
  id: z.string(),
  /** `area.what`, e.g. `lifecycle.expire`. */
  name: z.string(),
  state: z.enum(JOB_RUN_STATES),
  createdAt: instant,
  startedAt: instant.nullable(),
  completedAt: instant.nullable(),
  /** Runs after the first. */
  retries: z.number().int(),
  /** Why it failed, personal data masked; null unless it failed. */
  error: z.string().nullable(),
});

export type JobRunView = z.infer<typeof jobRunSchema>;

export const jobRunsSchema = z.object({ runs: z.array(jobRunSchema) });

export const retryJobRunSchema = z.object({ id: z.string().uuid() });

export const JOB_RUN_MESSAGES = {
  notFound: 'This run is not listed any more; a job runs again on its schedule.',
  notFailed: 'Only a failed run can be run again; this one has not failed.',
  retried: 'The run will start again shortly.',
} as const;
