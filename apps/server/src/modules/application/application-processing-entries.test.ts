import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/applications.js';
import { signInApplicant } from '../../test-support/application-test-client.js';
import { insertPayableApplication } from '../../test-support/payable-application.js';
import { startTestApp } from '../../test-support/test-app.js';
import { createProcessingEntries } from './application-processing-entries.js';

// OFF-56: what a later module does as an application arrives in Processing happens in the
// arrival's transaction, each listener in a savepoint of its own: one that fails is undone alone
// and logged by the application's id, and the arrival (the submission or the payment) stands.

const server = await startTestApp();
afterAll(() => server.close());
const { db } = server;
const owner = await signInApplicant(server.app, db, 'arrivals@example.com');

function recordingLogger() {
  const errors: object[] = [];
  const logger = { error: (fields: object) => errors.push(fields) };
  return { errors, logger: logger as unknown as FastifyBaseLogger };
}

const storedRow = async (id: string) =>
  (await db.select().from(applications).where(eq(applications.id, id)))[0];

describe('an arrival in Processing', () => {
  it("undoes a failing listener's work alone; the arrival and the other listeners' stand", async () => {
    const { id } = await insertPayableApplication(db, owner.accountId, { status: 'PROCESSING' });
    const { errors, logger } = recordingLogger();
    const entries = createProcessingEntries(logger);
    const woken: string[] = [];
    entries.port.listen(async (tx) => {
      await tx.update(applications).set({ venue: 'Half done' }).where(eq(applications.id, id));
      throw new Error('The permit could not be made');
    });
    entries.port.listen(async (tx, entry) => {
      expect(entry).toMatchObject({ applicationId: id, facts: { category: 4, feePaid: true } });
      await tx
        .update(applications)
        .set({ approvalConditions: 'Seen' })
        .where(eq(applications.id, id));
      return async () => {
        woken.push(entry.applicationId);
      };
    });

    const afterCommit = await db.transaction(async (tx) => {
      const [arrived] = await tx
        .update(applications)
        .set({ venue: 'Arrived' })
        .where(eq(applications.id, id))
        .returning();
      if (!arrived) throw new Error('No application');
      return entries.arrivedWithin(tx, arrived);
    });
    await afterCommit();

    expect(await storedRow(id)).toMatchObject({ venue: 'Arrived', approvalConditions: 'Seen' });
    expect(woken).toEqual([id]);
    expect(errors).toEqual([expect.objectContaining({ applicationId: id })]);
  });
});
