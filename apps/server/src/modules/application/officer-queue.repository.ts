import {
  OFFICER_APPLICATION_QUEUES,
  type OfficerApplicationQueue,
  type OfficerApplicationQueueQuery,
} from '@aviation-permits/domain/officer';
import { and, asc, eq, gte, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { ACCOUNT_SEARCH_KEYS, accounts } from '../../db/schema/accounts.js';
import {
  APPLICATION_SEARCH_KEYS,
  applications,
  applicationStatusTotals,
  inOfficerQueue,
} from '../../db/schema/applications.js';
import { officers } from '../../db/schema/officers.js';
import { startsWith } from '../../db/starts-with.js';
import { startsAWord } from '../../db/word-search.js';
import type { SubmissionPosition } from '../../http/submission-order-cursor.js';

// The SQL of the officers' queues (OFF-18, OFF-50 to OFF-52): submitted applications of the
// queue's statuses, oldest submission first, a keyset page on (submitted_at, id) over the queue's
// own partial index (applications_queue_<queue>_idx), with the applicant and the holder joined.
// A search is a prefix of the reference, or the start of any word of the venue or the applicant's
// name or e-mail (db/word-search.ts), each answered by an index of its own. The counts read the
// totals the database keeps by status and by the portal's own approval (application_status_totals,
// OFF-52, OFF-58), never the applications.

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

/**
 * What a queue row shows (officer-queue.service.ts), never the form: a form is several KB, and
 * reading and parsing 21 of them was most of a page's cost at scale (PERF-12).
 */
const LISTED_COLUMNS = {
  id: applications.id,
  reference: applications.reference,
  category: applications.category,
  activityType: applications.activityType,
  venue: applications.venue,
  status: applications.status,
  createdAt: applications.createdAt,
  submittedAt: applications.submittedAt,
  assignedOfficerId: applications.assignedOfficerId,
  assignedAt: applications.assignedAt,
  version: applications.version,
};

export function createOfficerQueueRepository(db: Database) {
  /**
   * The search as one OR whose every arm an index answers (OFF-51), so the planner can read the
   * matches through a BitmapOr and sort only them. The applicants found are an array computed once
   * (`= any(array(…))`): as a plain subquery under OR it would be checked row by row, walking the
   * whole queue.
   */
  function searchCondition(search: string): SQL | undefined {
    const lower = search.toLowerCase();
    const applicants = db
      .select({ id: accounts.id })
      .from(accounts)
      .where(
        or(
          startsAWord(ACCOUNT_SEARCH_KEYS.name, lower),
          startsAWord(ACCOUNT_SEARCH_KEYS.email, lower),
        ),
      );
    return or(
      // References are written in capitals.
      startsWith(APPLICATION_SEARCH_KEYS.reference, search.toUpperCase()),
      startsAWord(APPLICATION_SEARCH_KEYS.venue, lower),
      sql`${applications.ownerAccountId} = any(array(${applicants}))`,
    );
  }

  /**
   * Every queue's count in one statement over the totals (OFF-52): the sum of the rows its queue's
   * condition picks, the same condition that picks its applications, so Decided automatically
   * (OFF-58) and Decided, which the flag tells apart, are counted as the others are.
   */
  const countsQuery = () =>
    db
      .select(
        Object.fromEntries(
          OFFICER_APPLICATION_QUEUES.map((queue) => [
            queue,
            sql<number>`coalesce(sum(${applicationStatusTotals.total}) filter (where ${inOfficerQueue(applicationStatusTotals, queue)}), 0)::int`,
          ]),
        ) as Record<OfficerApplicationQueue, SQL<number>>,
      )
      .from(applicationStatusTotals);

  return {
    /** The counts' query itself (a builder the caller awaits), so its plan can be read. */
    countsQuery,

    async counts(): Promise<Record<OfficerApplicationQueue, number>> {
      const [counts] = await countsQuery();
      // An aggregate without GROUP BY always answers one row.
      return counts as Record<OfficerApplicationQueue, number>;
    },

    /** The page query itself (a builder the caller awaits), so its plan can be read (OFF-18). */
    page(filters: QueueFilters) {
      const conditions: (SQL | undefined)[] = [
        inOfficerQueue(applications, filters.queue),
        isNotNull(applications.submittedAt),
      ];
      if (filters.search) conditions.push(searchCondition(filters.search));
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
          application: LISTED_COLUMNS,
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
