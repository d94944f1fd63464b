// The totals the database keeps by trigger on applications (application_status_counts for the
// dashboard, PERF-9; application_status_totals for the officers' queues, by status and by the
// portal's own approval, OFF-52, OFF-58: counted by migration 0017) move one row at a
// time: a million inserted rows are two million trigger calls on a handful of hot rows. A bulk
// load turns those two triggers off inside its transaction and counts the totals once afterwards
// with the statements the migrations count them with, read from the migration files, so the
// bench never holds a second copy of the counting. Other triggers, if any are added, still fire.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '@aviation-permits/server/src/package-paths.js';

/** Trigger on applications → the table it keeps. */
const TOTALS_TRIGGERS = {
  applications_status_counts: 'application_status_counts',
  applications_status_totals: 'application_status_totals',
} as const;

const STATEMENT_BREAK = '--> statement-breakpoint';

function withoutComments(statement: string): string {
  return statement
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .trim();
}

/** Each totals table's counting statement, from the latest migration that has one. */
async function countingStatements(): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
  const statements = (
    await Promise.all(files.map((name) => readFile(path.join(MIGRATIONS_DIR, name), 'utf8')))
  ).flatMap((text) => text.split(STATEMENT_BREAK).map(withoutComments));
  return Object.values(TOTALS_TRIGGERS).map((table) => {
    const counting = statements.findLast((statement) =>
      statement.startsWith(`INSERT INTO "${table}"`),
    );
    if (counting === undefined) {
      throw new Error(`No migration in ${MIGRATIONS_DIR} counts ${table}: the seed cannot fill it`);
    }
    return counting;
  });
}

/** Runs `load` with the totals' triggers off, then counts the totals afresh. In a transaction. */
export async function withTotalsCountedAfter(
  client: pg.PoolClient,
  load: () => Promise<void>,
): Promise<void> {
  const counting = await countingStatements();
  const triggers = Object.keys(TOTALS_TRIGGERS);
  for (const trigger of triggers) {
    await client.query(`alter table applications disable trigger "${trigger}"`);
  }
  await load();
  for (const table of Object.values(TOTALS_TRIGGERS)) await client.query(`delete from "${table}"`);
  for (const statement of counting) await client.query(statement);
  for (const trigger of triggers) {
    await client.query(`alter table applications enable trigger "${trigger}"`);
  }
}
