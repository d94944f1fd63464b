import {
  OFFICER_APPLICATION_QUEUES,
  OFFICER_QUEUE_STATUSES,
  type OfficerApplicationQueue,
  type OfficerApplicationQueueQuery,
} from '@aviation-permits/domain';
import { and, asc, eq, gte, ilike, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { accounts } from '../../db/schema/accounts.js';
import { applications, applicationStatusCounts } from '../../db/schema/applications.js';
import { officers } from '../../db/schema/officers.js';
import type { SubmissionPosition } from '../../http/submission-order-cursor.js';

// The SQL of the officers' queues (OFF-18): submitted applications of the queue's statuses, oldest
// submission first, a keyset page on (submitted_at, id) over applications_status_submitted_idx,
// with the applicant and the holder joined. The counts read the per-status totals the database
// keeps (application_status_counts), not every application.

export interface QueueFilters extends Pick<
  OfficerApplicationQueueQuery,
  'queue' | 'search' | 'categoryId' | 'activityType'
> {
  /** Submitted at or after / before these instants (Singapore days turned into instants). */
  submittedFrom?: Date;
  submittedBefore?: Date;
  after?: SubmissionPosition;
  limit: number;
}

/** LIKE's wildcards typed in a search are taken literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function createOfficerQueueRepository(db: Database) {
  return {
    async counts(): Promise<Record<OfficerApplicationQueue, number>> {
      const rows = await db
        .select({
          status: applicationStatusCounts.status,
          total: sql<number>`sum(${applicationStatusCounts.total})::int`,
        })
        .from(applicationStatusCounts)
        .groupBy(applicationStatusCounts.status);
      const totalOf = (queue: OfficerApplicationQueue) =>
        rows
          .filter((row) => OFFICER_QUEUE_STATUSES[queue].includes(row.status))
          .reduce((sum, row) => sum + row.total, 0);
      return Object.fromEntries(
        OFFICER_APPLICATION_QUEUES.map((queue) => [queue, totalOf(queue)]),
      ) as Record<OfficerApplicationQueue, number>;
    },

    /** The page query itself (a builder the caller awaits), so its plan can be read (OFF-18). */
    page(filters: QueueFilters) {
      const conditions: (SQL | undefined)[] = [
        inArray(applications.status, [...OFFICER_QUEUE_STATUSES[filters.queue]]),
        isNotNull(applications.submittedAt),
      ];
      if (filters.search) {
        const contains = `%${escapeLike(filters.search)}%`;
        const prefix = `${escapeLike(filters.search)}%`;
        conditions.push(
          or(
            ilike(applications.reference, prefix),
            ilike(applications.venue, prefix),
            ilike(accounts.fullName, contains),
            ilike(accounts.email, contains),
            ilike(accounts.provedEmail, contains),
          ),
        );
      }
      if (filters.categoryId !== undefined) {
        conditions.push(eq(applications.category, filters.categoryId));
      }
      if (filters.activityType !== undefined) {
        conditions.push(eq(applications.activityType, filters.activityType));
      }
      if (filters.submittedFrom)
        conditions.push(gte(applications.submittedAt, filters.submittedFrom));
      if (filters.submittedBefore) {
        conditions.push(lt(applications.submittedAt, filters.submittedBefore));
      }
      if (filters.after) {
        conditions.push(
          sql`(${applications.submittedAt}, ${applications.id}) > (${filters.after.at}::timestamptz, ${filters.after.id}::uuid)`,
        );
      }
      return db
        .select({
          application: applications,
          applicantName: accounts.fullName,
          applicantEmail: sql<string | null>`coalesce(${accounts.email}, ${accounts.provedEmail})`,
          holderName: officers.displayName,
        })
        .from(applications)
        .innerJoin(accounts, eq(accounts.id, applications.ownerAccountId))
        .leftJoin(officers, eq(officers.id, applications.assignedOfficerId))
        .where(and(...conditions))
        .orderBy(asc(applications.submittedAt), asc(applications.id))
        .limit(filters.limit);
    },
  };
}
