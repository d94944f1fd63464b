import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../db/database.js';
import { jobStoreOf } from '../../db/job-store.js';
import { mailOutbox } from '../../db/schema/mail.js';

// What /metrics reads from the database when it is scraped (OPS-32): the e-mails waiting in the
// outbox, the jobs waiting in the job runner's queues, and the connection pool's state.

interface QueuedJobs {
  name: string;
  state: 'created' | 'retry' | 'active';
  jobs: number;
}

interface PoolState {
  total: number;
  idle: number;
  waiting: number;
}

export function createBacklogRepository(db: Database) {
  const jobStore = jobStoreOf(db);
  // drizzle keeps node-postgres's pool as $client; PGlite has no pool.
  const client: unknown = (db as { $client?: unknown }).$client;
  const pool = client instanceof pg.Pool ? client : undefined;
  return {
    async pendingMail(): Promise<number> {
      const [row] = await db
        .select({ pending: count() })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'pending'));
      return row?.pending ?? 0;
    },

    /** Per queue and state; pg-boss's own scheduling queues left out. */
    async queuedJobs(): Promise<QueuedJobs[]> {
      const { rows } = await jobStore.executeSql(
        `select name, state, count(*)::int as jobs from ${jobStore.schema}.job
         where state::text = any($1) and left(name, 8) <> '__pgboss'
         group by name, state`,
        [['created', 'retry', 'active']],
      );
      return rows as unknown as QueuedJobs[];
    },

    /** Undefined on the embedded PGlite, which has one connection and no pool. */
    poolState(): PoolState | undefined {
      if (pool === undefined) return undefined;
      return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
    },
  };
}

export type BacklogRepository = ReturnType<typeof createBacklogRepository>;
