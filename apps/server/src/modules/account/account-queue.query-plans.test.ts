import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedQueuePlanRows } from '../../test-support/queue-plan-rows.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import {
  createAccountQueueRepository,
  type AccountQueueFilters,
} from './account-queue.repository.js';

// OFF-22: the accounts to review are a walk of accounts_status_updated_idx, never the whole table;
// OFF-51: a search's two arms (name, e-mail) are each answered by an index.

const database = await openTestDatabase();
beforeAll(() => seedQueuePlanRows(database.db));
afterAll(() => database.close());

async function planOf(filters: Omit<AccountQueueFilters, 'limit'>) {
  const query = createAccountQueueRepository(database.db).page({ limit: 21, ...filters });
  // On rows enough for the planner to choose as on a large table (seedQueuePlanRows); a
  // sequential scan is still ruled out, so the plan shows the index it would take.
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain ${query.getSQL()}`);
    return (result as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
  });
}

describe('OFF-22: the accounts to review use the status index', () => {
  it.each([
    [{}],
    [{ after: { at: '2026-03-01T00:00:00.000Z', id: '3f0c2b1a-9d8e-4f7a-8b6c-5d4e3f2a1b0c' } }],
  ])('%j walks accounts_status_updated_idx', async (filters) => {
    const plan = await planOf(filters);
    expect(plan).toContain('accounts_status_updated_idx');
    expect(plan).not.toMatch(/Seq Scan on accounts/);
  });
});

describe('OFF-51: a search of the accounts to review is answered by indexes', () => {
  // Three characters or more: a word's start, through the trigram indexes; fewer: the start of
  // the name or address, through the btree indexes (db/word-search.ts).
  it.each([
    ['tan', 'accounts_name_words_idx', 'accounts_email_words_idx'],
    ['ta', 'accounts_name_search_idx', 'accounts_email_search_idx'],
  ])('finds %s in names and addresses through their own indexes', async (search, ...indexes) => {
    const plan = await planOf({ search });
    expect(plan).toContain('BitmapOr');
    for (const index of indexes) expect(plan).toContain(index);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
