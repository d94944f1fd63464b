import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test-support/test-app.js';
import { createAccountQueueRepository } from './account-queue.repository.js';

// OFF-22: the accounts to review are a walk of accounts_status_updated_idx, never the whole table.

const server = await startTestApp();
afterAll(() => server.close());

describe('OFF-22: the accounts to review use the status index', () => {
  it.each([
    [{}],
    [{ after: { at: '2026-03-01T00:00:00.000Z', id: '3f0c2b1a-9d8e-4f7a-8b6c-5d4e3f2a1b0c' } }],
  ])('%j walks accounts_status_updated_idx', async (filters) => {
    const query = createAccountQueueRepository(server.db).page({ limit: 21, ...filters });
    // The table is tiny here, so a sequential scan would win; without it, the planner shows the
    // index it would walk on a large table.
    const plan = await server.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${query.getSQL()}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row)[0])
        .join('\n');
    });
    expect(plan).toContain('accounts_status_updated_idx');
    expect(plan).not.toMatch(/Seq Scan on accounts/);
  });
});
