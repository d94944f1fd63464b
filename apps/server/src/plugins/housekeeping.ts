import fp from 'fastify-plugin';
import type { JobRunner } from '../platform/jobs/job-runner.js';
import type { ExpiredRowsPruner } from '../platform/portal-module.js';

// Deletes rows that have outlived their purpose (spent human-check challenges, ended rate-limit
// windows, sessions, codes; orphaned files) so those tables stay small (OPS-17). The pruners come
// from the platform and the modules. They run as one scheduled job on the job runner, on one
// instance at a time: deleting what has expired is the same work whoever does it, so a run
// repeated after a crash does no harm. Each instance also runs them once as it starts.

export const HOUSEKEEPING_JOB = 'housekeeping.prune';
/** Every ten minutes (UTC), by whichever instance takes the run. */
const EVERY_TEN_MINUTES = '*/10 * * * *';

export interface HousekeepingOptions {
  pruners: readonly ExpiredRowsPruner[];
  now: () => Date;
  jobs: Pick<JobRunner, 'register'>;
}

/** Runs every pruner, even when one fails; then fails with the first failure. */
async function pruneAll(pruners: readonly ExpiredRowsPruner[], at: Date): Promise<void> {
  const outcomes = await Promise.allSettled(pruners.map((prune) => prune(at)));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
}

export const housekeepingPlugin = fp<HousekeepingOptions>(
  async (app, { pruners, now, jobs }) => {
    jobs.register([
      { name: HOUSEKEEPING_JOB, schedule: EVERY_TEN_MINUTES, run: () => pruneAll(pruners, now()) },
    ]);

    app.addHook('onReady', async () => {
      // What a crash left (files of uncommitted rows, renames it cut short, docs/files.md) is put
      // right before the first request, whatever the schedule.
      try {
        await pruneAll(pruners, now());
      } catch (error) {
        app.log.warn({ err: error }, 'Pruning expired rows at start failed; the schedule retries');
      }
    });
  },
  { name: 'housekeeping' },
);
