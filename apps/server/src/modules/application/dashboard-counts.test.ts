import { APPLICATION_STATUSES, type ApplicationStatus } from '@aviation-permits/domain/application';
import { eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applicationStatusCounts, applications } from '../../db/schema/applications.js';
import { signInApplicant } from '../../test-support/application-test-client.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';

// APP-58, PERF-9: the dashboard's counts come from application_status_counts, which the database
// keeps (migration 0005's trigger). Whatever happens to application rows, inserted, moved to
// another status or scope, changed otherwise, or deleted, the table says what counting the
// applications themselves says.

let server: TestAppHandle;
let ownerAccountId: string;

beforeAll(async () => {
  server = await startTestApp();
  ({ accountId: ownerAccountId } = await signInApplicant(
    server.app,
    server.db,
    'counts@example.com',
  ));
});
afterAll(() => server.close());

type Change =
  | { kind: 'insert'; scope: number; status: ApplicationStatus }
  | { kind: 'status'; row: number; status: ApplicationStatus }
  | { kind: 'scope'; row: number; scope: number }
  | { kind: 'venue'; row: number }
  | { kind: 'delete'; row: number };

const status = fc.constantFrom(...APPLICATION_STATUSES);
const change: fc.Arbitrary<Change> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), scope: fc.nat(2), status }),
  fc.record({ kind: fc.constant('status' as const), row: fc.nat(), status }),
  fc.record({ kind: fc.constant('scope' as const), row: fc.nat(), scope: fc.nat(2) }),
  fc.record({ kind: fc.constant('venue' as const), row: fc.nat() }),
  fc.record({ kind: fc.constant('delete' as const), row: fc.nat() }),
);

let run = 0;

/** Applies the changes to applications of three scopes of this run's own. */
async function apply(changes: Change[]): Promise<string[]> {
  run += 1;
  const scopes = [0, 1, 2].map((index) => `account:counts-run-${run}-${index}`);
  const ids: string[] = [];
  for (const next of changes) {
    if (next.kind === 'insert') {
      const [row] = await server.db
        .insert(applications)
        .values({
          category: 1,
          status: next.status,
          form: {},
          ownerAccountId,
          accessScope: scopes[next.scope] ?? '',
          createdByName: 'Count Test',
        })
        .returning({ id: applications.id });
      if (row) ids.push(row.id);
      continue;
    }
    const id = ids[next.row % Math.max(ids.length, 1)];
    if (id === undefined) continue;
    const where = eq(applications.id, id);
    if (next.kind === 'status') {
      await server.db.update(applications).set({ status: next.status }).where(where);
    } else if (next.kind === 'scope') {
      await server.db
        .update(applications)
        .set({ accessScope: scopes[next.scope] ?? '' })
        .where(where);
    } else if (next.kind === 'venue') {
      // Naming the status column without changing it fires the trigger, which must count nothing.
      await server.db
        .update(applications)
        .set({ venue: 'Elsewhere', status: sql`${applications.status}` })
        .where(where);
    } else {
      await server.db.delete(applications).where(where);
      ids.splice(ids.indexOf(id), 1);
    }
  }
  return scopes;
}

async function kept(scopes: string[]) {
  const rows = await server.db
    .select()
    .from(applicationStatusCounts)
    .where(inArray(applicationStatusCounts.accessScope, scopes));
  return rows
    .filter((row) => row.total !== 0)
    .map((row) => `${row.accessScope} ${row.status} ${row.total}`)
    .sort();
}

async function counted(scopes: string[]) {
  const rows = await server.db
    .select({
      accessScope: applications.accessScope,
      status: applications.status,
      total: sql<number>`count(*)::int`,
    })
    .from(applications)
    .where(inArray(applications.accessScope, scopes))
    .groupBy(applications.accessScope, applications.status);
  return rows.map((row) => `${row.accessScope} ${row.status} ${row.total}`).sort();
}

/** The schema the test app's tables are in (one of its own on PostgreSQL). */
async function schemaOf(handle: TestAppHandle): Promise<string> {
  const answer = await handle.db.execute(sql`select current_schema() as name`);
  return (answer as unknown as { rows: { name: string }[] }).rows[0]?.name ?? 'public';
}

/**
 * A transaction that holds one count row of a scope until the caller commits it; its connection
 * is added to `held` at once, for the caller to release whatever happens.
 */
async function holdCountRow(
  pool: pg.Pool,
  scope: string,
  status: ApplicationStatus,
  held: pg.PoolClient[],
): Promise<pg.PoolClient> {
  const holder = await pool.connect();
  held.push(holder);
  await holder.query('begin');
  await holder.query(
    'select 1 from application_status_counts where access_scope = $1 and status = $2 for update',
    [scope, status],
  );
  return holder;
}

/**
 * How many sessions named `applicationName` wait for a lock. Asked outside any transaction: inside
 * one, PostgreSQL answers the activity it saw at the transaction's first look.
 */
async function waitingForLocks(pool: pg.Pool, applicationName: string): Promise<number> {
  const answer = await pool.query<{ waiting: number }>(
    "select count(*)::int as waiting from pg_stat_activity where application_name = $1 and wait_event_type = 'Lock'",
    [applicationName],
  );
  return answer.rows[0]?.waiting ?? 0;
}

describe('PERF-9: application_status_counts follows every application row', () => {
  it('equals a count of the applications after any inserts, moves, changes and deletions', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 25 }), async (changes) => {
        const scopes = await apply(changes);
        expect(await kept(scopes)).toEqual(await counted(scopes));
      }),
      { numRuns: 40 },
    );
  });

  it('a change that fails leaves the counts as they were', async () => {
    const scopes = await apply([{ kind: 'insert', scope: 0, status: 'DRAFT' }]);
    const before = await kept(scopes);
    await expect(
      server.db.transaction(async (tx) => {
        await tx
          .update(applications)
          .set({ status: 'PROCESSING' })
          .where(eq(applications.accessScope, scopes[0] ?? ''));
        throw new Error('halfway');
      }),
    ).rejects.toThrow('halfway');
    expect(await kept(scopes)).toEqual(before);
    expect(before).toEqual([`${scopes[0]} DRAFT 1`]);
  });

  // Several connections only on PostgreSQL (PGlite is one connection).
  it.skipIf(!process.env.DATABASE_URL)(
    'concurrent moves of one scope in both directions all commit and are all counted',
    async () => {
      const changes: Change[] = Array.from({ length: 20 }, (_, index) => ({
        kind: 'insert',
        scope: 0,
        status: index % 2 === 0 ? 'PROCESSING' : 'NEED_YOUR_ACTION',
      }));
      const scopes = await apply(changes);
      const scope = scopes[0] ?? '';
      const rows = await server.db
        .select({ id: applications.id, status: applications.status })
        .from(applications)
        .where(eq(applications.accessScope, scope));
      // A connection for each move, the two holders and the look at who waits, so every move can
      // wait at once; named, so the sessions waiting are known to be these.
      const applicationName = `counts-moves-${run}-${process.pid}`;
      const pool = new pg.Pool({
        connectionString: process.env.DATABASE_URL,
        max: rows.length + 3,
        application_name: applicationName,
        options: `-c search_path=${await schemaOf(server)}`,
      });
      const allWaiting = () =>
        vi.waitFor(
          async () => expect(await waitingForLocks(pool, applicationName)).toBe(rows.length),
          { timeout: 30_000 },
        );
      const held: pg.PoolClient[] = [];
      try {
        // Each count row of the scope is held by a transaction of its own, so every move waits
        // for the row it locks first.
        const processingHeld = await holdCountRow(pool, scope, 'PROCESSING', held);
        const actionHeld = await holdCountRow(pool, scope, 'NEED_YOUR_ACTION', held);
        const moves = Promise.allSettled(
          rows.map((row) =>
            pool.query('update applications set status = $1 where id = $2', [
              row.status === 'PROCESSING' ? 'NEED_YOUR_ACTION' : 'PROCESSING',
              row.id,
            ]),
          ),
        );
        await allWaiting();
        // A move that locked Processing first would take it now and wait for the other row,
        // which a move the other way, queued since the start, takes next: a deadlock. The
        // trigger locks both rows in one order, so every move is still waiting for the first.
        await processingHeld.query('commit');
        await allWaiting();
        await actionHeld.query('commit');
        const refused = (await moves).filter((outcome) => outcome.status === 'rejected');
        expect(refused).toEqual([]);
      } finally {
        for (const holder of held) holder.release();
        await pool.end();
      }
      expect(await kept(scopes)).toEqual(await counted(scopes));
      expect(await kept(scopes)).toEqual([
        `${scopes[0]} NEED_YOUR_ACTION 10`,
        `${scopes[0]} PROCESSING 10`,
      ]);
    },
    // Twenty-three connections opened on a busy machine: patience, not a measure of speed.
    60_000,
  );
});
