import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInApplicant } from '../../test-support/application-test-client.js';
import type { SignedInClient } from '../../test-support/signed-in-client.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';
import { scopeOf } from './application-access.js';
import { createDashboardRepository } from './dashboard.repository.js';

// PERF-9: every dashboard page query walks one of the scope indexes (keyset pages per scope in
// each sort order), never the whole table. The figures on a million rows are `npm run bench`'s.

let server: TestAppHandle;
let applicant: SignedInClient;

beforeAll(async () => {
  server = await startTestApp();
  applicant = await signInApplicant(server.app, server.db, 'query-plans@example.com');
});
afterAll(() => server.close());

describe('PERF-9: query plans use the scope indexes', () => {
  async function planOf(
    request: Partial<Parameters<ReturnType<typeof createDashboardRepository>['pageQuery']>[0]>,
  ) {
    const query = createDashboardRepository(server.db).pageQuery({
      scope: scopeOf(applicant.accountId, undefined),
      category: 'processing',
      today: '2026-03-02',
      sortField: 'updatedAt',
      sortDirection: 'desc',
      limit: 11,
      ...request,
    });
    // The tables are tiny here, so a sequential scan would win; without it, the planner shows
    // which index it would walk on a large table.
    return server.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${query.getSQL()}`);
      return (result as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row)[0])
        .join('\n');
    });
  }

  it.each([
    [{}, 'applications_scope_updated_idx'],
    [{ sortField: 'firstStartDate', sortDirection: 'asc' }, 'applications_scope_start_idx'],
    [{ sortField: 'reference', sortDirection: 'asc' }, 'applications_scope_reference_idx'],
    [
      { after: { value: '2026-03-01T00:00:00.000Z', id: '3f0c2b1a-9d8e-4f7a-8b6c-5d4e3f2a1b0c' } },
      'applications_scope_updated_idx',
    ],
    [{ search: 'marina' }, 'applications_scope_'],
  ] as const)('%j walks %s', async (request, index) => {
    const plan = await planOf(request);
    expect(plan).toContain(`Index Scan`);
    expect(plan).toContain(index);
    expect(plan).not.toContain('Seq Scan');
  });
});
