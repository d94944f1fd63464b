import { and, asc, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { applicationEvents, applications } from '../../db/schema/applications.js';
import { officers } from '../../db/schema/officers.js';
import type { ApplicationEventRow, ApplicationRow } from './application.repository.js';

// The SQL of the officers' side of applications (OFF-19 to OFF-21): submitted applications found
// by id alone (an officer sees every applicant's), their history with the officers' names, and who
// holds each. Drafts and removed drafts are not submitted: no officer sees them.

export type EventWithOfficer = ApplicationEventRow & { officerName: string | null };

const submitted = (id: string) =>
  and(
    eq(applications.id, id),
    isNotNull(applications.submittedAt),
    notInArray(applications.status, ['DRAFT', 'REMOVED']),
  );

export function createApplicationDecisionsRepository(db: Database) {
  return {
    async findSubmitted(id: string, tx: Database = db): Promise<ApplicationRow | undefined> {
      const [row] = await tx.select().from(applications).where(submitted(id));
      return row;
    },

    /** As findSubmitted, locking the row until the decision's transaction ends. */
    async findSubmittedForUpdate(id: string, tx: Database): Promise<ApplicationRow | undefined> {
      const [row] = await tx.select().from(applications).where(submitted(id)).for('update');
      return row;
    },

    async listEventsWithOfficers(applicationId: string): Promise<EventWithOfficer[]> {
      const rows = await db
        .select({ event: applicationEvents, officerName: officers.displayName })
        .from(applicationEvents)
        .leftJoin(officers, eq(officers.id, applicationEvents.actorOfficerId))
        .where(eq(applicationEvents.applicationId, applicationId))
        .orderBy(asc(applicationEvents.id));
      return rows.map(({ event, officerName }) => ({ ...event, officerName }));
    },

    async officerName(officerId: string, tx: Database = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ displayName: officers.displayName })
        .from(officers)
        .where(eq(officers.id, officerId));
      return row?.displayName;
    },
  };
}
