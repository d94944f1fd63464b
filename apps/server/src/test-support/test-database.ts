import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { connectPglite, newPglite, openDatabase, type DatabaseConnection } from '../db/database.js';
import { jobSchemaFor } from '../db/job-store.js';

// Each test file gets a database of its own: an in-memory PGlite by default (a copy of the
// migrated snapshot the global setup made), or, when DATABASE_URL is set (CI), a fresh schema on
// that PostgreSQL server, dropped afterwards.

async function openPgliteCopy(): Promise<DatabaseConnection> {
  const snapshotPath = inject('pgliteSnapshotPath');
  if (!snapshotPath) return openDatabase({});
  const snapshot = new Blob([await readFile(snapshotPath)]);
  return connectPglite(newPglite(undefined, { loadDataDir: snapshot }));
}

async function withPostgresClient<T>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function openTestDatabase(): Promise<DatabaseConnection> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return openPgliteCopy();

  const schema = `test_${randomBytes(6).toString('hex')}`;
  await withPostgresClient(databaseUrl, (client) => client.query(`create schema ${schema}`));
  const connection = await openDatabase({ databaseUrl, postgresSchema: schema });
  return {
    ...connection,
    async close() {
      await connection.close();
      await withPostgresClient(databaseUrl, (client) =>
        client.query(
          `drop schema ${schema} cascade; drop schema if exists ${jobSchemaFor(schema)} cascade`,
        ),
      );
    },
  };
}
