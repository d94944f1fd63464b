import {
  statusesOf,
  type DashboardCategoryKey,
  type DashboardFilterRequest,
} from '@aviation-permits/domain/application';
import { and, eq, gte, inArray, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { givenValuesOf, type Bound } from '../../db/prepared-shape.js';
import { applications } from '../../db/schema/applications.js';
import type { ApplicationRow } from './application.repository.js';
import type { DashboardPosition } from './dashboard-cursor.js';
import { prefixRange } from './prefix-range.js';

// A keyset page of the dashboard (APP-59, PERF-9): within one access scope, along one of the
// (scope, sort key, id) indexes of db/schema/applications.ts, the rows after the last one shown in
// a total order (ties broken by id). The same query is built with its values (to run once, or to
// be explained) or with placeholders (to be prepared once per shape, dashboard.repository.ts).

export type DashboardSortField = DashboardFilterRequest['sortField'];

/** What narrows the list: the search and the filters (APP-59), in the pages and counts (APP-68). */
export interface DashboardNarrowing {
  scope: string;
  /** Today in Singapore: an approval ending before it is Past (dashboardCategoryOf). */
  today: string;
  search?: string | undefined;
  categoryId?: number | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
}

export interface DashboardQuery extends DashboardNarrowing {
  category: DashboardCategoryKey;
  sortField: DashboardSortField;
  sortDirection: 'asc' | 'desc';
  after?: DashboardPosition | undefined;
  limit: number;
}

/** The values a page query takes, by placeholder name. */
export type PageValues = {
  scope: string;
  today: string;
  /** A search: the ranges of the reference and venue keys that start with it (prefixRange). */
  referenceFrom: string | undefined;
  referenceBefore: string | undefined;
  venueFrom: string | undefined;
  venueBefore: string | undefined;
  categoryId: number | undefined;
  dateFrom: string | undefined;
  dateTo: string | undefined;
  afterValue: string | undefined;
  afterId: string | undefined;
  limit: number;
};

/** Each value itself, or the placeholder of its name. */
export type PageBinding = Bound<PageValues>;

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

/** The values of the search and filters: what narrowingConditions takes. */
type NarrowingValues = Pick<
  PageValues,
  | 'referenceFrom'
  | 'referenceBefore'
  | 'venueFrom'
  | 'venueBefore'
  | 'categoryId'
  | 'dateFrom'
  | 'dateTo'
>;

export function narrowingValuesOf(query: DashboardNarrowing): NarrowingValues {
  // References are written in capitals; venues are compared in lower case (VENUE_KEY).
  const reference = query.search ? prefixRange(query.search.toUpperCase()) : undefined;
  const venue = query.search ? prefixRange(query.search.toLowerCase()) : undefined;
  return {
    referenceFrom: reference?.from,
    referenceBefore: reference?.before,
    venueFrom: venue?.from,
    venueBefore: venue?.before,
    categoryId: query.categoryId,
    dateFrom: query.dateFrom || undefined,
    dateTo: query.dateTo || undefined,
  };
}

export function pageValuesOf(query: DashboardQuery): PageValues {
  return {
    scope: query.scope,
    today: query.today,
    ...narrowingValuesOf(query),
    afterValue: query.after?.value,
    afterId: query.after?.id,
    limit: query.limit,
  };
}

/**
 * What decides a page query's SQL apart from its values: the category, the order and which values
 * are given (db/prepared-shape.ts).
 */
export function pageShapeOf(query: DashboardQuery, values: PageValues): string {
  return [query.category, query.sortField, query.sortDirection, givenValuesOf(values)].join('_');
}

/**
 * The statuses of a dashboard category (the domain's statusesOf), with an approval split between
 * Active and Past by its last end date against today, as dashboardCategoryOf decides.
 */
function categoryCondition(
  category: DashboardCategoryKey,
  today: PageBinding['today'],
): SQL | undefined {
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

/** The key starts with the search: it lies in the search's range (prefixRange). */
function startsWith(
  key: SQL,
  from: string | Placeholder,
  before: string | Placeholder | undefined,
): SQL | undefined {
  return and(sql`${key} >= ${from}`, before === undefined ? undefined : sql`${key} < ${before}`);
}

/** The conditions of the search and filters given (each value itself, or its placeholder). */
export function narrowingConditions(bound: {
  [Name in keyof NarrowingValues]: PageBinding[Name];
}): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (bound.referenceFrom !== undefined && bound.venueFrom !== undefined) {
    conditions.push(
      or(
        startsWith(SORT_KEYS.reference.key, bound.referenceFrom, bound.referenceBefore),
        startsWith(VENUE_KEY, bound.venueFrom, bound.venueBefore),
      ),
    );
  }
  if (bound.categoryId !== undefined) {
    conditions.push(eq(applications.category, bound.categoryId));
  }
  if (bound.dateFrom !== undefined) {
    conditions.push(gte(applications.firstStartDate, bound.dateFrom));
  }
  if (bound.dateTo !== undefined) conditions.push(lte(applications.firstStartDate, bound.dateTo));
  return conditions;
}

/** The page query of `shape`'s kind, with `bound`'s values or placeholders. */
export function pageSelect(db: Database, shape: DashboardQuery, bound: PageBinding) {
  const { key, cast } = SORT_KEYS[shape.sortField];
  const ascending = shape.sortDirection === 'asc';
  const conditions: (SQL | undefined)[] = [
    eq(applications.accessScope, bound.scope),
    categoryCondition(shape.category, bound.today),
    ...narrowingConditions(bound),
  ];
  if (bound.afterValue !== undefined && bound.afterId !== undefined) {
    const position = sql`(${bound.afterValue}::${cast}, ${bound.afterId}::uuid)`;
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
    .limit(bound.limit);
}
