import { mkdir } from 'node:fs/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../package-paths.js';
import {
  installJobSchema,
  pgliteJobStore,
  postgresJobStore,
  registerJobStore,
  type JobStore,
} from './job-store.js';

// One database interface over two engines: PostgreSQL through node-postgres when DATABASE_URL is
// set, the embedded PGlite otherwise. Both run the same drizzle-kit migrations at start, so the
// repositories never know which one they talk to. The job runner's schema (job-store.ts) is
// installed beside the tables.

export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseConnection {
  db: Database;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; absent → PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; absent → an in-memory database (tests). */
  pgliteDataDir?: string | undefined;
  /**
   * PostgreSQL schema to hold the tables and the migration journal instead of the defaults. Tests
   * use it to give each file its own fresh schema on a shared server.
   */
  postgresSchema?: string | undefined;
  /**
   * Told when PostgreSQL ends a pooled connection that was idle (a restart, an administrator):
   * the pool drops it and the next query opens a new one (OPS-52). Without a listener node-postgres
   * would throw the event and stop the process.
   */
  onIdleConnectionLost?: ((error: Error) => void) | undefined;
}

/** Any fixed number: instances that start together take turns at migrating. */
const MIGRATION_LOCK_ID = 7_310_524;

/** Migrates the app's tables and installs the job runner's schema, then keeps the store with db. */
async function migrateWithJobs(db: Database, store: JobStore, migrate: () => Promise<void>) {
  await migrate();
  await installJobSchema(store);
  registerJobStore(db, store);
}

/**
 * A PGlite with the extensions the migrations install (pg_trgm: the officers' word searches,
 * OFF-51); every PGlite the server or a test opens is made here, as a copied data directory needs
 * them loaded too.
 */
export function newPglite(dataDir?: string, options: Omit<PGliteOptions, 'extensions'> = {}) {
  return new PGlite({
    ...options,
    ...(dataDir === undefined ? {} : { dataDir }),
    extensions: { pg_trgm },
  });
}

/** Migrates a PGlite database and wraps it; it is closed with the returned connection. */
export async function connectPglite(client: PGlite): Promise<DatabaseConnection> {
  const db = drizzlePglite({ client });
  try {
    await migrateWithJobs(db, pgliteJobStore(client), () =>
      migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    );
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db, engine: 'pglite', close: () => client.close() };
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseConnection> {
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  return connectPglite(newPglite(dataDir));
}

async function openPostgres(
  databaseUrl: string,
  schema: string | undefined,
  onIdleConnectionLost: (error: Error) => void = () => {},
): Promise<DatabaseConnection> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  pool.on('error', onIdleConnectionLost);
  const db = drizzlePostgres({ client: pool });
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateWithJobs(db, postgresJobStore(pool, schema), () =>
      migratePostgres(db, {
        migrationsFolder: MIGRATIONS_DIR,
        ...(schema === undefined ? {} : { migrationsSchema: schema }),
      }),
    );
  } catch (error) {
    // Destroying the connection also drops its advisory lock.
    lockHolder.release(true);
    await pool.end();
    throw error;
  }
  await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
  lockHolder.release();
  return { db, engine: 'postgres', close: () => pool.end() };
}

/** Opens the configured database and brings its schema up to date. */
export function openDatabase(options: DatabaseOptions): Promise<DatabaseConnection> {
  return options.databaseUrl === undefined
    ? openPglite(options.pgliteDataDir)
    : openPostgres(options.databaseUrl, options.postgresSchema, options.onIdleConnectionLost);
}
