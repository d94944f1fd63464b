import {
  statusesOf,
  type ApplicationStatus,
  type DashboardCategoryKey,
  type DashboardFilterRequest,
} from '@aviation-permits/domain';
import { and, count, eq, gte, inArray, lte, max, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { applications } from '../../db/schema/applications.js';
import type { ApplicationRow } from './application.repository.js';
import type { DashboardPosition } from './dashboard-cursor.js';

// The dashboard's SQL (APP-58, APP-59, PERF-9). Every query is within one access scope and walks
// one of the (scope, sort key, id) indexes of db/schema/applications.ts; a page is a keyset page:
// the rows after the last one shown, in a total order (ties broken by id). docs/applications.md
// has the query plans.

export type DashboardSortField = DashboardFilterRequest['sortField'];

/** The sort expressions, exactly as the indexes spell them, so the planner matches them. */
const SORT_KEYS: Record<DashboardSortField, { key: SQL; cast: SQL }> = {
  updatedAt: { key: sql`${applications.updatedAt}`, cast: sql`timestamptz` },
  firstStartDate: {
    key: sql`coalesce(${applications.firstStartDate}, 'infinity'::date)`,
    cast: sql`date`,
  },
  reference: { key: sql`(coalesce(${applications.reference}, '') collate "C")`, cast: sql`text` },
};

const VENUE_KEY = sql`(lower(${applications.venue}) collate "C")`;

export interface DashboardQuery {
  scope: string;
  category: DashboardCategoryKey;
  /** Today in Singapore: an approval ending before it is Past (dashboardCategoryOf). */
  today: string;
  search?: string | undefined;
  categoryId?: number | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  sortField: DashboardSortField;
  sortDirection: 'asc' | 'desc';
  after?: DashboardPosition | undefined;
  limit: number;
}

export interface StatusCount {
  status: ApplicationStatus;
  /** The latest last end date of the group (they all lie on the same side of today). */
  lastEndDate: string | null;
  total: number;
}

/** `%` and `_` typed by the applicant are searched for, not wildcards. */
function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The statuses of a dashboard category (the domain's statusesOf), with an approval split between
 * Active and Past by its last end date against today, as dashboardCategoryOf decides.
 */
function categoryCondition(category: DashboardCategoryKey, today: string): SQL | undefined {
  const statuses = statusesOf(category);
  const others = statuses.filter((status) => status !== 'APPROVED');
  const byStatus = others.length > 0 ? inArray(applications.status, others) : undefined;
  if (!statuses.includes('APPROVED')) return byStatus;
  const ended = sql`${applications.lastEndDate} < ${today}::date`;
  const approved = and(
    eq(applications.status, 'APPROVED'),
    category === 'pastApplications'
      ? ended
      : sql`(${applications.lastEndDate} is null or not (${ended}))`,
  );
  return byStatus ? or(byStatus, approved) : approved;
}

/** What a dashboard row shows (dashboard.service.ts): never the form, which can be large. */
const LISTED_COLUMNS = {
  id: applications.id,
  reference: applications.reference,
  category: applications.category,
  activityType: applications.activityType,
  status: applications.status,
  entityUen: applications.entityUen,
  createdByName: applications.createdByName,
  amountDueCents: applications.amountDueCents,
  firstStartDate: applications.firstStartDate,
  lastEndDate: applications.lastEndDate,
  venue: applications.venue,
  updatedAt: applications.updatedAt,
};

export type ListedApplication = {
  [Key in keyof typeof LISTED_COLUMNS]: ApplicationRow[Key];
};

export function createDashboardRepository(db: Database) {
  // Asked on every dashboard visit with the same shape: prepared once per connection (PERF-9).
  const countsByStatus = db
    .select({
      status: applications.status,
      lastEndDate: max(applications.lastEndDate),
      total: count(),
    })
    .from(applications)
    .where(
      and(
        eq(applications.accessScope, sql.placeholder('scope')),
        ne(applications.status, 'REMOVED'),
      ),
    )
    .groupBy(
      applications.status,
      sql`${applications.lastEndDate} < ${sql.placeholder('today')}::date`,
    )
    .prepare('dashboard_counts_by_status');

  return {
    /** Applications per status (and side of today for approvals): one pass over the scope's index. */
    countByStatus(scope: string, today: string): Promise<StatusCount[]> {
      return countsByStatus.execute({ scope, today });
    },

    /** The page query, unexecuted: the test reads its plan. */
    pageQuery(query: DashboardQuery) {
      const { key, cast } = SORT_KEYS[query.sortField];
      const ascending = query.sortDirection === 'asc';
      const conditions: (SQL | undefined)[] = [
        eq(applications.accessScope, query.scope),
        categoryCondition(query.category, query.today),
      ];
      if (query.search) {
        conditions.push(
          or(
            sql`${SORT_KEYS.reference.key} like ${likePrefix(query.search.toUpperCase())}`,
            sql`${VENUE_KEY} like ${likePrefix(query.search.toLowerCase())}`,
          ),
        );
      }
      if (query.categoryId !== undefined) {
        conditions.push(eq(applications.category, query.categoryId));
      }
      if (query.dateFrom) conditions.push(gte(applications.firstStartDate, query.dateFrom));
      if (query.dateTo) conditions.push(lte(applications.firstStartDate, query.dateTo));
      if (query.after) {
        const position = sql`(${query.after.value}::${cast}, ${query.after.id}::uuid)`;
        conditions.push(
          ascending
            ? sql`(${key}, ${applications.id}) > ${position}`
            : sql`(${key}, ${applications.id}) < ${position}`,
        );
      }
      const direction = ascending ? sql`asc` : sql`desc`;
      return db
        .select(LISTED_COLUMNS)
        .from(applications)
        .where(and(...conditions))
        .orderBy(sql`${key} ${direction}`, sql`${applications.id} ${direction}`)
        .limit(query.limit);
    },

    async page(query: DashboardQuery) {
      return this.pageQuery(query);
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
