import {
  OFFICER_APPLICATION_QUEUES,
  type OfficerApplicationQueue,
  type OfficerApplicationQueueQuery,
} from '@aviation-permits/domain/officer';
import { and, asc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { givenValuesOf, placeholdersFor, type Bound } from '../../db/prepared-shape.js';
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
// OFF-52, OFF-58), never the applications. Every call but a search runs a statement prepared once
// per shape (PERF-12, as the dashboard's, PERF-9): drizzle builds its SQL once, PostgreSQL parses
// it once per connection.

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

/** What varies between two pages of one shape: the prepared statement's parameters. */
type PageValues = {
  categoryId?: number;
  activityType?: string;
  submittedFrom?: string;
  submittedBefore?: string;
  afterAt?: string;
  afterId?: string;
  limit: number;
};

function valuesOf(filters: QueueFilters): PageValues {
  return {
    categoryId: filters.categoryId,
    activityType: filters.activityType,
    submittedFrom: filters.submittedFrom?.toISOString(),
    submittedBefore: filters.submittedBefore?.toISOString(),
    afterAt: filters.after?.at,
    afterId: filters.after?.id,
    limit: filters.limit,
  };
}

/**
 * The prepared statement's name: the queue and which values are given, read from every value so a
 * filter added to PageValues never shares a statement with a page without it. Under PostgreSQL's
 * 63 bytes.
 */
function shapeOf(queue: OfficerApplicationQueue, values: PageValues): string {
  return `officer_queue_${queue.replaceAll('-', '_')}_${givenValuesOf(values)}`;
}

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

  // Every officer's queue view counts all the queues: prepared once (PERF-12).
  const countsStatement = countsQuery().prepare('officer_queue_counts');

  /** The page's SQL, with each value either given or a placeholder of the prepared statement. */
  function pageSelect(filters: QueueFilters, bound: Bound<PageValues>) {
    const conditions: (SQL | undefined)[] = [
      inOfficerQueue(applications, filters.queue),
      isNotNull(applications.submittedAt),
    ];
    if (filters.search) conditions.push(searchCondition(filters.search));
    if (bound.categoryId !== undefined) {
      conditions.push(eq(applications.category, bound.categoryId));
    }
    if (bound.activityType !== undefined) {
      conditions.push(eq(applications.activityType, bound.activityType));
    }
    if (bound.submittedFrom !== undefined) {
      conditions.push(sql`${applications.submittedAt} >= ${bound.submittedFrom}::timestamptz`);
    }
    if (bound.submittedBefore !== undefined) {
      conditions.push(sql`${applications.submittedAt} < ${bound.submittedBefore}::timestamptz`);
    }
    if (bound.afterAt !== undefined && bound.afterId !== undefined) {
      conditions.push(
        sql`(${applications.submittedAt}, ${applications.id}) > (${bound.afterAt}::timestamptz, ${bound.afterId}::uuid)`,
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
      .limit(bound.limit);
  }
  const pageStatements = new Map<string, ReturnType<ReturnType<typeof pageSelect>['prepare']>>();

  return {
    /** The counts' query itself (a builder the caller awaits), so its plan can be read. */
    countsQuery,

    async counts(): Promise<Record<OfficerApplicationQueue, number>> {
      const [counts] = await countsStatement.execute();
      // An aggregate without GROUP BY always answers one row.
      return counts as Record<OfficerApplicationQueue, number>;
    },

    /** The page query with its values, unexecuted: the plan tests read it (OFF-50). */
    pageQuery: (filters: QueueFilters) => pageSelect(filters, valuesOf(filters)),

    /**
     * The statement a page without a search is prepared as, and the values it runs with: the plan
     * tests read the generic plan PostgreSQL may keep for it after a few runs.
     */
    preparedPageQuery(filters: QueueFilters) {
      const values = valuesOf(filters);
      return { query: pageSelect(filters, placeholdersFor(values)), values };
    },

    /** A page: by the prepared statement of its shape, or built for a search (its own SQL). */
    page(filters: QueueFilters) {
      const values = valuesOf(filters);
      if (filters.search) return pageSelect(filters, values).execute();
      const shape = shapeOf(filters.queue, values);
      let statement = pageStatements.get(shape);
      if (statement === undefined) {
        statement = pageSelect(filters, placeholdersFor(values)).prepare(shape);
        pageStatements.set(shape, statement);
      }
      return statement.execute(values);
    },
  };
}
