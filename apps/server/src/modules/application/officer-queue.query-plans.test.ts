import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test-support/test-app.js';
import { createOfficerQueueRepository } from './officer-queue.repository.js';

// OFF-18: a queue's page walks applications_status_submitted_idx in the queue's order (oldest
// submission first, keyset on submitted_at and id), never the whole table.

const server = await startTestApp();
afterAll(() => server.close());

async function planOf(
  filters: Partial<Parameters<ReturnType<typeof createOfficerQueueRepository>['page']>[0]>,
) {
  const query = createOfficerQueueRepository(server.db).page({
    queue: 'processing',
    limit: 21,
    ...filters,
  });
  // The tables are tiny here, so a sequential scan would win; without it, the planner shows the
  // index it would walk on a large table.
  return server.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = await tx.execute(sql`explain ${query.getSQL()}`);
    return (result as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
  });
}

describe('OFF-18: the queues use the status index', () => {
  it.each([
    [{}],
    [
      {
        after: {
          at: '2026-03-01T00:00:00.000Z',
          id: '3f0c2b1a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
        },
      },
    ],
    [{ categoryId: 4 as const }],
  ])('%j walks applications_status_submitted_idx', async (filters) => {
    const plan = await planOf(filters);
    expect(plan).toContain('applications_status_submitted_idx');
    expect(plan).not.toMatch(/Seq Scan on applications/);
  });
});
