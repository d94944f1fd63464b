import { createHash } from 'node:crypto';
import type { ApplicationStatus } from '@aviation-permits/domain/application';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { placeholdersFor } from '../../db/prepared-shape.js';
import { applications, applicationStatusCounts } from '../../db/schema/applications.js';
import {
  narrowingConditions,
  narrowingValuesOf,
  pageSelect,
  pageShapeOf,
  pageValuesOf,
  type DashboardNarrowing,
  type DashboardQuery,
  type ListedApplication,
  type PageValues,
} from './dashboard-page-query.js';

export type {
  DashboardNarrowing,
  DashboardQuery,
  DashboardSortField,
  ListedApplication,
} from './dashboard-page-query.js';

// The dashboard's SQL (APP-58, APP-59, PERF-9): each category's count and keyset pages
// (dashboard-page-query.ts), within one access scope. docs/applications.md has the query plans.

export interface StatusCount {
  status: ApplicationStatus;
  total: number;
  /**
   * For approvals, how many are still running: no last end date, or one of today or later. The
   * others have ended (dashboardCategoryOf). Null for every other status.
   */
  running: number | null;
}

export function createDashboardRepository(db: Database) {
  // Asked on every dashboard visit with the same shape: prepared once per connection (PERF-9).
  // The totals are the database's own (application_status_counts, kept by a trigger), so a large
  // entity's counts read a few rows, not all its applications. Only the approvals still running
  // are counted here, through the approvals' partial index; 'APPROVED' is written out, not a
  // parameter, so the prepared statement's plan can use that index. Drizzle leaves column names
  // unqualified in a one-table select, and inside the subquery they name applications' columns.
  const countsByStatus = db
    .select({
      status: applicationStatusCounts.status,
      total: applicationStatusCounts.total,
      running: sql<number | null>`case when ${applicationStatusCounts.status} = 'APPROVED' then (
        select count(*)::int from ${applications}
        where ${applications.accessScope} = ${sql.placeholder('scope')}
          and ${applications.status} = 'APPROVED'
          and coalesce(${applications.lastEndDate}, 'infinity'::date)
            >= ${sql.placeholder('today')}::date
      ) end`,
    })
    .from(applicationStatusCounts)
    .where(
      and(
        eq(applicationStatusCounts.accessScope, sql.placeholder('scope')),
        ne(applicationStatusCounts.status, 'REMOVED'),
        gt(applicationStatusCounts.total, 0),
      ),
    )
    .prepare('dashboard_counts_by_status');

  // Every page query, prepared once per shape (PERF-9): drizzle builds its SQL once, PostgreSQL
  // parses it once per connection. Shapes are few (categories × orders × the filters given), so
  // the map stays small.
  // Named by a digest of the shape: PostgreSQL cuts a statement's name at 63 bytes, which a shape
  // passes, and one name must always mean one SQL text on a pooled connection.
  function preparePage(query: DashboardQuery, values: PageValues, shape: string) {
    const name = `dashboard_page_${createHash('sha256').update(shape).digest('hex').slice(0, 24)}`;
    return pageSelect(db, query, placeholdersFor(values)).prepare(name);
  }
  const pageStatements = new Map<string, ReturnType<typeof preparePage>>();

  return {
    /** Applications per status, with the approvals still running: a few rows of the scope. */
    countByStatus(scope: string, today: string): Promise<StatusCount[]> {
      return countsByStatus.execute({ scope, today });
    },

    /**
     * Applications per status among those a search or filters find (APP-68), with the approvals
     * still running as countByStatus has them. Counted from the scope's rows, as the totals table
     * knows nothing of a search; a scope's rows are walked by its index, as a page's are.
     */
    countNarrowedByStatus(narrowing: DashboardNarrowing): Promise<StatusCount[]> {
      return db
        .select({
          status: applications.status,
          total: sql<number>`count(*)::int`,
          running: sql<number | null>`case when ${applications.status} = 'APPROVED' then (
            count(*) filter (
              where coalesce(${applications.lastEndDate}, 'infinity'::date) >= ${narrowing.today}::date
            )
          )::int end`,
        })
        .from(applications)
        .where(
          and(
            eq(applications.accessScope, narrowing.scope),
            ne(applications.status, 'REMOVED'),
            ...narrowingConditions(narrowingValuesOf(narrowing)),
          ),
        )
        .groupBy(applications.status);
    },

    /** The page query with its values, unexecuted: the test reads its plan. */
    pageQuery(query: DashboardQuery) {
      return pageSelect(db, query, pageValuesOf(query));
    },

    /** A page, by the prepared statement of its shape. */
    page(query: DashboardQuery): Promise<ListedApplication[]> {
      const values = pageValuesOf(query);
      const shape = pageShapeOf(query, values);
      let statement = pageStatements.get(shape);
      if (statement === undefined) {
        statement = preparePage(query, values, shape);
        pageStatements.set(shape, statement);
      }
      return statement.execute(values);
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
