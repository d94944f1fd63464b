// The bench's own connection to DATABASE_URL, for scenarios that seed rows and read query plans
// (the portal has its own pool). Opened on first use and closed with everything the run started.
import pg from 'pg';
import { onCleanup } from './cleanup.js';

let pool: pg.Pool | undefined;

export function benchDatabase(): pg.Pool {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error('DATABASE_URL is not set');
  if (pool === undefined) {
    const opened = new pg.Pool({ connectionString, max: 4 });
    onCleanup('the bench database pool', () => opened.end());
    pool = opened;
  }
  return pool;
}
