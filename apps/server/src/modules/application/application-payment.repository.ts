import type { ApplicationStatus } from '@aviation-permits/domain/application';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { applications } from '../../db/schema/applications.js';
import type { ApplicationRow } from './application.repository.js';

// The SQL of a payment's status change (PAY-8, PAY-9). The gateway's notification comes with no
// session, so the change is found by id, and it is conditional: of many copies of a notification
// (or a notification and the applicant's return at once) exactly one finds the application still
// in the status it leaves; the others change nothing.

export function createApplicationPaymentRepository() {
  return {
    /** Sets `to` if the application is still in `from`; the row as it now is, or undefined. */
    async moveIfIn(
      id: string,
      from: ApplicationStatus,
      to: ApplicationStatus,
      at: Date,
      tx: Database,
    ): Promise<ApplicationRow | undefined> {
      const [row] = await tx
        .update(applications)
        .set({ status: to, updatedAt: at, version: sql`${applications.version} + 1` })
        .where(and(eq(applications.id, id), eq(applications.status, from)))
        .returning();
      return row;
    },
  };
}
