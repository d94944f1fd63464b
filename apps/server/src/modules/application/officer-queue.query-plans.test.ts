import {
  OFFICER_APPLICATION_QUEUES,
  type OfficerApplicationQueue,
} from '@aviation-permits/domain/officer';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { seedQueuePlanRows } from '../../test-support/queue-plan-rows.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { createOfficerQueueRepository, type QueueFilters } from './officer-queue.repository.js';

// OFF-18, OFF-50 to OFF-52: every queue's page walks that queue's own index in the queue's order
// (oldest submission first, keyset on submitted_at and id), sorting nothing, whatever the filters;
// every arm of a search is answered by an index; the counts never read the applications. A queue
// added to the domain without its index in a migration, or a search arm without an index, fails
// here. `npm run bench` measures the same queries on 1,000,000 applications.

const database = await openTestDatabase();
const queues = createOfficerQueueRepository(database.db);
beforeAll(() => seedQueuePlanRows(database.db));
afterAll(() => database.close());

/**
 * The plan of a query, on tables with rows enough for the planner to choose as on a large one
 * (seedQueuePlanRows); a sequential scan is still ruled out, so the plan shows the index it
 * would take.
 */
async function planOf(query: { getSQL(): SQL }): Promise<string> {
  return database.db.transaction(async (tx: Database) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain ${query.getSQL()}`);
    return (result as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
  });
}

/**
 * The generic plan of a prepared page (officer-queue.repository.ts prepares every page without a
 * search): the plan PostgreSQL may keep after a few runs, chosen without the values.
 */
let preparedCount = 0;
async function genericPlanOf(filters: QueueFilters): Promise<string> {
  const { query, values } = queues.preparedPageQuery(filters);
  const { sql: text, params } = query.toSQL();
  // EXECUTE takes literals only: the test's own values, quoted.
  const literals = params.map((param) => {
    const value = values[(param as { name: keyof typeof values }).name];
    return typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  });
  const name = `generic_page_${(preparedCount += 1)}`;
  return database.db.transaction(async (tx: Database) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare ${name} as ${text}`));
    try {
      const result = await tx.execute(sql.raw(`explain execute ${name}(${literals.join(', ')})`));
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row)[0])
        .join('\n');
    } finally {
      await tx.execute(sql.raw(`deallocate ${name}`));
    }
  });
}
const pageOf = (queue: OfficerApplicationQueue, filters: Partial<QueueFilters> = {}) =>
  queues.pageQuery({ queue, limit: 21, ...filters });

const queueIndex = (queue: OfficerApplicationQueue) =>
  `applications_queue_${queue.replaceAll('-', '_')}_idx`;

const LATER_PAGE = {
  after: { at: '2026-03-01T00:00:00.000Z', id: '3f0c2b1a-9d8e-4f7a-8b6c-5d4e3f2a1b0c' },
};

describe('OFF-50: each queue walks its own index in its order', () => {
  it.each(
    OFFICER_APPLICATION_QUEUES.flatMap((queue) =>
      (
        [
          {},
          LATER_PAGE,
          { categoryId: 4, activityType: 'KITE' },
          {
            submittedFrom: new Date('2026-01-31T16:00:00.000Z'),
            submittedBefore: new Date('2026-02-28T16:00:00.000Z'),
          },
        ] satisfies Partial<QueueFilters>[]
      ).map((filters) => [queue, filters] as const),
    ),
  )('%s %j', async (queue, filters) => {
    const plan = await planOf(pageOf(queue, filters));
    expect(plan).toContain(`Index Scan using ${queueIndex(queue)}`);
    expect(plan).not.toMatch(/Seq Scan|Sort/);
    // As prepared (PERF-12): the same walk without knowing the values.
    const generic = await genericPlanOf({ queue, limit: 21, ...filters });
    expect(generic).toContain(`Index Scan using ${queueIndex(queue)}`);
    expect(generic).not.toMatch(/Seq Scan|Sort/);
  });
});

// A search of three characters or more finds a word's start through the trigram indexes; a
// shorter one the start of the whole key through the btree indexes (db/word-search.ts).
const SEARCH_INDEXES = {
  Tan: [
    'applications_reference_search_idx',
    'applications_venue_words_idx',
    'applications_owner_idx',
    'accounts_name_words_idx',
    'accounts_email_words_idx',
  ],
  Ta: [
    'applications_reference_search_idx',
    'applications_venue_search_idx',
    'applications_owner_idx',
    'accounts_name_search_idx',
    'accounts_email_search_idx',
  ],
};

describe('OFF-51: every arm of a search is answered by an index', () => {
  it.each(
    OFFICER_APPLICATION_QUEUES.flatMap((queue) =>
      Object.entries(SEARCH_INDEXES).map(([search, indexes]) => [queue, search, indexes] as const),
    ),
  )('%s, searched for %s', async (queue, search, indexes) => {
    const plan = await planOf(pageOf(queue, { search }));
    expect(plan).toContain('BitmapOr');
    for (const index of indexes) expect(plan).toContain(index);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});

describe('OFF-52: the counts read the totals, not the applications', () => {
  it("reads application_status_totals only, Decided automatically's count included (OFF-58)", async () => {
    const plan = await planOf(queues.countsQuery());
    expect(plan).toContain('application_status_totals');
    expect(plan).not.toMatch(/on applications\b/);
  });
});
