// What a module (or the platform) hands the job runner, the way it hands routes to the app
// (portal-module.ts, docs/jobs.md).

/**
 * A named piece of background work. Every run must be safe twice and on several instances at
 * once (DESIGN.md section 6): the runner may start it again after a crash or a time-out, and each
 * instance runs its own workers. At most one run of a job waits to start at a time.
 */
export interface JobDefinition {
  /** Unique in the app, `area.what` (for example `mail.send-outbox`). */
  name: string;
  run(): Promise<void>;
  /** A cron expression (UTC) on which a run is started; without one the job runs when sent. */
  schedule?: string;
  /**
   * Times a failed run is started again, after 30 s, then longer (default 2); 0 for a job whose
   * next scheduled run is retry enough. A run that fails them all is listed as failed.
   */
  retries?: number;
}
