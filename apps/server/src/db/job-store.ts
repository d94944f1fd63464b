import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from './database.js';

// Where the job runner (platform/jobs/, pg-boss) keeps its queues: a schema of its own in the
// app's database, reached through the app's own connection (PGlite's single one, or the
// node-postgres pool), so a job and the rows it works on live in one database (docs/jobs.md).

/** pg-boss's `db` option: runs its SQL on a connection the app owns. */
export interface JobStore {
  /** The schema holding pg-boss's tables: `pgboss`, or beside a test's own schema. */
  schema: string;
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

const DEFAULT_JOB_SCHEMA = 'pgboss';

/** The job schema that goes with a PostgreSQL schema (tests give each file its own). */
export function jobSchemaFor(postgresSchema: string | undefined): string {
  return postgresSchema === undefined ? DEFAULT_JOB_SCHEMA : `${postgresSchema}_pgboss`;
}

export function pgliteJobStore(client: PGlite): JobStore {
  return {
    schema: DEFAULT_JOB_SCHEMA,
    executeSql: async (text, values) => {
      if (values !== undefined && values.length > 0) return client.query(text, values);
      // Without parameters pg-boss sends scripts (its maintenance wraps them in BEGIN … COMMIT).
      // PGlite is one connection shared with the app: running the script inside a transaction of
      // PGlite's keeps the app's queries out until it ends and rolls back whatever it leaves open
      // if it fails (the script's own BEGIN and COMMIT only draw notices).
      const results = await client.transaction((transaction) => transaction.exec(text));
      return results.at(-1) ?? { rows: [] };
    },
  };
}

export function postgresJobStore(pool: pg.Pool, postgresSchema: string | undefined): JobStore {
  return {
    schema: jobSchemaFor(postgresSchema),
    // pg-pool destroys a connection whose query failed, so a script cut short leaves no
    // transaction open on a pooled connection.
    executeSql: (text, values) => pool.query(text, values),
  };
}

/**
 * Creates pg-boss's schema, or brings it to this pg-boss version, as the app's migrations do for
 * its tables; pg-boss serialises concurrent installs with an advisory lock of its own.
 */
export async function installJobSchema(store: JobStore): Promise<void> {
  const installer = new PgBoss({
    db: store,
    schema: store.schema,
    supervise: false,
    schedule: false,
  });
  await installer.start();
  await installer.stop({ graceful: false, close: false });
}

const jobStores = new WeakMap<Database, JobStore>();

/** Remembers the job store of a database openDatabase opened (database.ts). */
export function registerJobStore(db: Database, store: JobStore): void {
  jobStores.set(db, store);
}

/** The job store of a database opened by openDatabase or connectPglite. */
export function jobStoreOf(db: Database): JobStore {
  const store = jobStores.get(db);
  if (store === undefined) {
    throw new Error('The database was not opened by openDatabase: it has no job store.');
  }
  return store;
}
