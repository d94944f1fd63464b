import { z } from 'zod';

// The job runner's key of the configuration (OPS-24), read by config.ts with the rest of the
// environment (docs/jobs.md). The mail sender's retry keys are with the mail keys
// (config-sessions.ts).

export const jobsEnvironment = {
  /**
   * on | off. Off: this instance runs no jobs and keeps no schedules (a web-only instance); it
   * still queues them for the instances that do. Some instance must run them.
   */
  JOBS: z.enum(['on', 'off']).default('on'),
};

type JobsEnvironment = z.infer<z.ZodObject<typeof jobsEnvironment>>;

export interface JobsSettings {
  /** This instance works the jobs and keeps their schedules. */
  runHere: boolean;
}

export function jobsSettings(environment: JobsEnvironment): { jobs: JobsSettings } {
  return { jobs: { runHere: environment.JOBS === 'on' } };
}
