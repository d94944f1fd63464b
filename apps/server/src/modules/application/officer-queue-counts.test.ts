import { type ApplicationStatus } from '@aviation-permits/domain/application';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications.js';
import { signInApplicant } from '../../test-support/application-test-client.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';
import { countedQueueApplications } from '../../test-support/queue-counts.js';
import { createOfficerQueueRepository } from './officer-queue.repository.js';

// OFF-52, OFF-58: every queue's count, Decided automatically's included, comes from
// application_status_totals, which the database keeps by status and by the portal's own approval
// (a trigger on applications). Whatever happens to application rows, inserted, approved by the
// portal, revoked, reopened, expired, changed otherwise or deleted, in a transaction that commits
// or fails, the counts say what counting each queue's applications says.

let server: TestAppHandle;
let ownerAccountId: string;

beforeAll(async () => {
  server = await startTestApp();
  ({ accountId: ownerAccountId } = await signInApplicant(
    server.app,
    server.db,
    'queue-counts@example.com',
  ));
});
afterAll(() => server.close());

async function insert(statuses: ApplicationStatus[]): Promise<string[]> {
  const rows = await server.db
    .insert(applications)
    .values(
      statuses.map((status) => ({
        category: 1,
        status,
        form: {},
        ownerAccountId,
        accessScope: `account:${ownerAccountId}`,
        createdByName: 'Queue Count',
        submittedAt: status === 'DRAFT' ? null : new Date(),
      })),
    )
    .returning({ id: applications.id });
  return rows.map((row) => row.id);
}

const counts = () => createOfficerQueueRepository(server.db).counts();

/** A row changed as the service that makes the move writes it. */
const move = (id: string | undefined, columns: PgUpdateSetSource<typeof applications>) =>
  server.db
    .update(applications)
    .set(columns)
    .where(eq(applications.id, id ?? ''));

/** The portal's approval (OFF-56): the status and the flag in one write. */
const approveAutomatically = (id: string | undefined) =>
  move(id, { status: 'APPROVED', approvedAutomatically: true });

describe('OFF-52: the queue counts follow every application row', () => {
  it('equals a count of the applications after inserts, moves, other changes and deletions', async () => {
    const [processing, needAction, approved, draft] = await insert([
      'PROCESSING',
      'NEED_YOUR_ACTION',
      'APPROVED',
      'DRAFT',
      'REJECTED',
      'PROCESSING',
    ]);
    expect(await counts()).toEqual({
      processing: 2,
      'need-your-action': 1,
      decided: 2,
      'decided-automatically': 0,
      closed: 0,
    });

    await approveAutomatically(processing);
    await move(needAction, { status: 'WITHDRAWN' });
    // Naming the status column without changing it fires the trigger, which must count nothing.
    await move(approved, { venue: 'Elsewhere', status: sql`${applications.status}` });
    await server.db.delete(applications).where(eq(applications.id, draft ?? ''));
    await server.db.delete(applications).where(eq(applications.id, approved ?? ''));

    expect(await counts()).toEqual(await countedQueueApplications(server.db));
    expect(await counts()).toEqual({
      processing: 1,
      'need-your-action': 0,
      decided: 1,
      'decided-automatically': 1,
      closed: 1,
    });
  });

  it('a change that fails leaves the counts as they were', async () => {
    const before = await counts();
    await expect(
      server.db.transaction(async (tx) => {
        await tx.update(applications).set({ status: 'EXPIRED' });
        throw new Error('halfway');
      }),
    ).rejects.toThrow('halfway');
    expect(await counts()).toEqual(before);
  });
});

describe('OFF-58: Decided automatically is counted as its queue holds, through every way out', () => {
  // Each way an approval of the portal's enters or leaves its queue, written as the decisions
  // service (revoke, reopen: the flag cleared with the approval's terms) and the lifecycle job
  // (expire: the status alone, the flag kept) write it.
  const WAYS_OUT = {
    revoked: (id: string | undefined) =>
      move(id, { status: 'REVOKED', approvedAutomatically: false }),
    reopened: (id: string | undefined) =>
      move(id, { status: 'PROCESSING', approvedAutomatically: false }),
    expired: (id: string | undefined) => move(id, { status: 'EXPIRED' }),
    deleted: (id: string | undefined) =>
      server.db.delete(applications).where(eq(applications.id, id ?? '')),
    'its flag cleared alone': (id: string | undefined) =>
      move(id, { approvedAutomatically: false }),
  };

  it.each(Object.entries(WAYS_OUT))('approved by the portal, then %s', async (_way, leave) => {
    const [id] = await insert(['PROCESSING']);
    await approveAutomatically(id);
    const approvedBefore = (await counts())['decided-automatically'];
    expect(await counts()).toEqual(await countedQueueApplications(server.db));

    await leave(id);
    expect(await counts()).toEqual(await countedQueueApplications(server.db));
    expect((await counts())['decided-automatically']).toBe(approvedBefore - 1);
  });
});
