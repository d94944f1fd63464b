import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPglite, type Database } from '../../db/database.js';
import { MIGRATIONS_DIR } from '../../package-paths.js';
import { countedQueueApplications } from '../../test-support/queue-counts.js';
import { createOfficerQueueRepository } from './officer-queue.repository.js';

// OFF-52, OFF-58: the migration that splits the queue totals by the portal's own approval counts
// the applications already there, so a portal upgraded with applications in every queue (standing,
// expired, revoked and reopened approvals of the portal's among them) answers every count as
// counting its applications does, on PGlite and on PostgreSQL (DATABASE_URL).

const MIGRATION = '0017_status_totals_approved_automatically';

interface Journal {
  entries: { tag: string }[];
}

/** A copy of the migrations folder whose journal ends before MIGRATION. */
async function migrationsBefore(directory: string): Promise<string> {
  const folder = path.join(directory, 'drizzle');
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag === MIGRATION);
  if (at < 0) throw new Error(`${MIGRATION} is not in the migrations' journal`);
  await writeFile(
    journalPath,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
  );
  return folder;
}

/** A database of its own, migrated to a folder's journal on demand. */
interface MigratableDatabase {
  db: Database;
  migrateTo(folder: string): Promise<void>;
  close(): Promise<void>;
}

function openPglite(): MigratableDatabase {
  const client = newPglite();
  const db = drizzlePglite({ client });
  return {
    db,
    migrateTo: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

async function openPostgresSchema(databaseUrl: string): Promise<MigratableDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const pool = new pg.Pool({ connectionString: databaseUrl, options: `-c search_path=${schema}` });
  await pool.query(`create schema ${schema}`);
  const db = drizzlePostgres({ client: pool });
  return {
    db,
    migrateTo: (folder) =>
      migratePostgres(db, { migrationsFolder: folder, migrationsSchema: schema }),
    async close() {
      await pool.query(`drop schema ${schema} cascade`);
      await pool.end();
    },
  };
}

let directory: string;
let database: MigratableDatabase;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'status-totals-migration-'));
  const databaseUrl = process.env.DATABASE_URL;
  database = databaseUrl ? await openPostgresSchema(databaseUrl) : openPglite();
});
afterAll(async () => {
  await database.close();
  await rm(directory, { recursive: true, force: true });
});

// Status and the portal's flag of each application there before the migration: an expiry keeps
// the flag (the lifecycle job writes the status alone), a revocation or reopening clears it.
const EXISTING: [string, boolean][] = [
  ['PROCESSING', false],
  ['PROCESSING', false],
  ['NEED_YOUR_ACTION', false],
  ['APPROVED', true],
  ['APPROVED', true],
  ['APPROVED', true],
  ['APPROVED', false],
  ['REJECTED', false],
  ['REVOKED', false],
  ['EXPIRED', true],
  ['EXPIRED', false],
  ['WITHDRAWN', false],
  ['DRAFT', false],
];

describe('OFF-52, OFF-58: the migration counts the applications already there', () => {
  it('answers every queue as counting its applications does', async () => {
    const { db } = database;
    await database.migrateTo(await migrationsBefore(directory));
    await db.execute(sql`
      insert into accounts (status, email, full_name)
      values ('ACTIVE', 'migration-counts@example.com', 'Migration Counts')`);
    const rows = EXISTING.map(
      ([status, automatic]) =>
        sql`(1, ${status}, '{}', (select id from accounts), 'migration', 'Migration Counts',
             now(), ${automatic})`,
    );
    await db.execute(sql`
      insert into applications (category, status, form, owner_account_id, access_scope,
        created_by_name, submitted_at, approved_automatically)
      values ${sql.join(rows, sql`, `)}`);

    await database.migrateTo(MIGRATIONS_DIR);

    expect(await createOfficerQueueRepository(db).counts()).toEqual({
      processing: 2,
      'need-your-action': 1,
      decided: 3,
      'decided-automatically': 3,
      closed: 3,
    });
    expect(await createOfficerQueueRepository(db).counts()).toEqual(
      await countedQueueApplications(db),
    );
  });
});
