import type { JobStore } from '../../db/job-store.js';

// What the runner has done, read from pg-boss's own tables (its jobs, then its archive), for the
// operator's list of runs and failures (docs/jobs.md).

type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobRun {
  id: string;
  name: string;
  state: JobState;
  createdAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  /** Runs after the first (pg-boss's retries, and an operator's). */
  retries: number;
  /** Why the last run failed, with personal data masked (job-runner.ts); null otherwise. */
  error: string | null;
}

interface JobRow {
  id: string;
  name: string;
  state: JobState;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
  retry_count: number;
  output: { message?: string; value?: { message?: string } } | null;
}

const COLUMNS = 'id, name, state, created_on, started_on, completed_on, retry_count, output';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toRun = (row: JobRow): JobRun => ({
  id: row.id,
  name: row.name,
  state: row.state,
  createdAt: row.created_on,
  startedAt: row.started_on,
  completedAt: row.completed_on,
  retries: row.retry_count,
  error:
    row.state === 'failed' || row.state === 'retry'
      ? (row.output?.message ?? row.output?.value?.message ?? null)
      : null,
});

export function createJobRunsRepository(store: JobStore) {
  const { schema } = store;
  return {
    /** Newest first; pg-boss's own scheduling queue left out. */
    async recent(limit: number, failedOnly: boolean): Promise<JobRun[]> {
      const { rows } = await store.executeSql(
        `select ${COLUMNS} from (
           select ${COLUMNS} from ${schema}.job
           union all
           select ${COLUMNS} from ${schema}.archive
         ) runs
         where left(name, 8) <> '__pgboss' and (not $2::boolean or state = 'failed')
         order by created_on desc, id
         limit $1`,
        [limit, failedOnly],
      );
      return (rows as JobRow[]).map(toRun);
    },

    /** A run still in the job table (an archived one can no longer be retried). */
    async find(id: string): Promise<JobRun | undefined> {
      if (!UUID.test(id)) return undefined;
      const { rows } = await store.executeSql(
        `select ${COLUMNS} from ${schema}.job where id = $1`,
        [id],
      );
      const [row] = rows as JobRow[];
      return row && toRun(row);
    },
  };
}
