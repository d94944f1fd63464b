import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { JobStore } from '../../db/job-store.js';
import { scrubPersonalData } from '../../logging/scrub-personal-data.js';
import type { JobDefinition } from './job-definition.js';
import { createInFlight } from './in-flight.js';
import { createJobRunsRepository, type JobRun } from './job-runs.repository.js';

// The platform's one job runner (DESIGN.md section 6, OPS-24): pg-boss on the app's database
// (db/job-store.ts). The platform and the modules register named jobs before the app is ready;
// the runner then creates their queues and, unless this instance runs no jobs (JOBS=off), works
// them and keeps their schedules. It stops before the database closes (docs/jobs.md).

/** pg-boss's queue settings for every job; see JobDefinition for what a job promises. */
const QUEUE_OPTIONS: PgBoss.Queue = {
  name: '',
  // At most one run waits: sending a job that already waits adds nothing.
  policy: 'short',
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 10 * 60,
};
/** How often an idle worker asks for work; a wake-up on this instance skips the wait. */
const POLL_INTERVAL_SECONDS = 2;
/** A failed run stays retryable (in pg-boss's job table) this long before it is archived. */
const KEEP_FAILED_SECONDS = 7 * 24 * 60 * 60;
/** Closing waits this long for running jobs; their claims then run out and another run resumes. */
const STOP_TIMEOUT_MS = 10_000;

type RetryOutcome = 'retried' | 'not-found' | 'not-failed';

/** What the operator's tools (the future officer console) ask of the runner. */
export interface JobsService {
  /** The last runs, newest first, or only the failed ones. */
  recentRuns(options?: { limit?: number; failedOnly?: boolean }): Promise<JobRun[]>;
  /** Runs a failed job again (pg-boss's retry); an archived or unfailed one is left alone. */
  retry(id: string): Promise<RetryOutcome>;
}

export interface JobRunner extends JobsService {
  /** Before start only. */
  register(definitions: readonly JobDefinition[]): void;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Asks for a run soon, on whichever instance works the job; wakes this instance's worker. */
  send(name: string): Promise<void>;
  /** Runs the job's handler here and now, as a worker would (tests; an operator's "run now"). */
  run(name: string): Promise<void>;
}

export interface JobRunnerOptions {
  store: JobStore;
  /** False for an instance that runs no jobs (JOBS=off): it still sends and lists them. */
  workers: boolean;
  logger: FastifyBaseLogger;
}

export function createJobRunner({ store, workers, logger }: JobRunnerOptions): JobRunner {
  const log = logger.child({ component: 'jobs' });
  const inFlight = createInFlight();
  const boss = new PgBoss({
    db: { executeSql: (text, values) => inFlight.track(store.executeSql(text, values)) },
    schema: store.schema,
    supervise: workers,
    schedule: workers,
    archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
  });
  boss.on('error', (error) => log.error({ err: error }, 'Job runner error'));
  const runs = createJobRunsRepository(store);
  const definitions = new Map<string, JobDefinition>();
  const workerIds = new Map<string, string>();
  let state: 'new' | 'started' | 'stopped' = 'new';

  const definition = (name: string): JobDefinition => {
    const found = definitions.get(name);
    if (found === undefined) throw new Error(`No job is registered as '${name}'.`);
    return found;
  };

  const wakeWorker = (name: string): void => {
    const workerId = workerIds.get(name);
    if (workerId !== undefined && state === 'started') boss.notifyWorker(workerId);
  };

  /** A run for pg-boss: what fails is logged, and stored (for recentRuns) with personal data masked. */
  const work = (job: JobDefinition) => async (fetched: PgBoss.Job[]) => {
    for (const { id } of fetched) {
      const started = Date.now();
      try {
        await inFlight.track(job.run());
        log.debug({ job: job.name, jobId: id, ms: Date.now() - started }, 'Job done');
      } catch (error) {
        log.error({ job: job.name, jobId: id, err: error }, 'Job failed');
        // pg-boss stores the message and stack it is given; the cause is not serialised.
        throw new Error(scrubPersonalData(error instanceof Error ? error.message : String(error)), {
          cause: error,
        });
      }
    }
  };

  return {
    register(added) {
      if (state !== 'new') throw new Error('Jobs are registered before the runner starts.');
      for (const job of added) {
        if (definitions.has(job.name)) throw new Error(`Two jobs are named '${job.name}'.`);
        definitions.set(job.name, job);
      }
    },

    async start() {
      if (state !== 'new') return;
      state = 'started';
      await boss.start();
      for (const job of definitions.values()) {
        const queue = { ...QUEUE_OPTIONS, name: job.name, retryLimit: job.retries ?? 2 };
        await boss.createQueue(job.name, queue);
        await boss.updateQueue(job.name, queue);
        if (!workers) continue;
        const options = { pollingIntervalSeconds: POLL_INTERVAL_SECONDS };
        workerIds.set(job.name, await boss.work(job.name, options, work(job)));
        if (job.schedule === undefined) await boss.unschedule(job.name);
        else await boss.schedule(job.name, job.schedule);
      }
      log.info({ jobs: [...definitions.keys()], workers }, 'Job runner started');
    },

    async stop() {
      if (state !== 'started') {
        state = 'stopped';
        return;
      }
      state = 'stopped';
      await boss.stop({ graceful: true, close: false, timeout: STOP_TIMEOUT_MS });
      if (!(await inFlight.settle(STOP_TIMEOUT_MS))) {
        log.warn('Job runner stopped with work still running; its claims will run out');
      } else {
        log.info('Job runner stopped');
      }
    },

    async send(name) {
      definition(name);
      await boss.send({ name });
      wakeWorker(name);
    },

    run: (name) => inFlight.track(definition(name).run()),

    recentRuns: ({ limit = 50, failedOnly = false } = {}) => runs.recent(limit, failedOnly),

    async retry(id) {
      const failed = await runs.find(id);
      if (failed === undefined) return 'not-found';
      if (failed.state !== 'failed') return 'not-failed';
      await boss.retry(failed.name, id);
      log.info({ job: failed.name, jobId: id }, 'Failed job retried by an operator');
      wakeWorker(failed.name);
      return 'retried';
    },
  };
}
