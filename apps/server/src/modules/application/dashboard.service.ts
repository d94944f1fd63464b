import {
  AERIAL_ACTIVITY_CODES,
  addCalendarDays,
  type CategoryId,
} from '@aviation-permits/domain/activity';
import {
  DASHBOARD_CATEGORY_KEYS,
  dashboardCategoryOf,
  type DashboardCategoryKey,
  type DashboardDataQuery,
  type DashboardDataResponse,
  type DashboardFilterRequest,
  type DashboardPage,
  type DashboardRow,
} from '@aviation-permits/domain/application';
import { singaporeCalendarDate } from '@aviation-permits/domain/validation';
import type { Applicant } from './application-access.js';
import { amountDueOf, createdByNameOf } from './application-record.js';
import {
  decodeCursor,
  encodeCursor,
  NO_START_DATE,
  type DashboardPosition,
} from './dashboard-cursor.js';
import type {
  DashboardRepository,
  DashboardSortField,
  ListedApplication,
} from './dashboard.repository.js';

// The dashboard (APP-57 to APP-61): each category's count and a keyset page of one category,
// searched, filtered and sorted, for the applicant's scope (their own applications, or their
// entity's, APP-56). Categories are the domain's mapping of status and dates, today being the
// request's date in Singapore.

export interface DashboardDependencies {
  dashboard: DashboardRepository;
  now: () => Date;
}

function sortValueOf(row: ListedApplication, field: DashboardSortField): string {
  switch (field) {
    case 'updatedAt':
      return row.updatedAt.toISOString();
    case 'firstStartDate':
      return row.firstStartDate ?? NO_START_DATE;
    case 'reference':
      return row.reference ?? '';
  }
}

function toRow(row: ListedApplication, today: string): DashboardRow {
  const activityType = AERIAL_ACTIVITY_CODES.find((code) => code === row.activityType);
  const amountDue = amountDueOf(row);
  const createdByName = createdByNameOf(row);
  return {
    id: row.id,
    reference: row.reference,
    categoryId: row.category as CategoryId,
    ...(row.category === 4 && activityType ? { activityType } : {}),
    venue: row.venue,
    ...(row.firstStartDate ? { firstStartDate: row.firstStartDate } : {}),
    status: row.status,
    // A listed row is never REMOVED, so it always has a category.
    dashboardCategory:
      dashboardCategoryOf(
        { status: row.status, lastEndDate: row.lastEndDate ?? undefined },
        today,
      ) ?? 'draft',
    ...(createdByName === undefined ? {} : { createdByName }),
    updatedAt: row.updatedAt.toISOString(),
    ...(amountDue ? { amountDue } : {}),
  };
}

export function createDashboardService({ dashboard, now }: DashboardDependencies) {
  async function page(
    applicant: Applicant,
    request: DashboardFilterRequest,
    today: string,
  ): Promise<DashboardPage> {
    const after: DashboardPosition | undefined = request.cursor
      ? decodeCursor(request, request.cursor)
      : undefined;
    const rows = await dashboard.page({
      scope: applicant.scope,
      category: request.category,
      today,
      search: request.search || undefined,
      categoryId: request.categoryId,
      dateFrom: request.dateFrom,
      dateTo: request.dateTo,
      sortField: request.sortField,
      sortDirection: request.sortDirection,
      after,
      // One more than a page tells whether another page follows.
      limit: request.pageSize + 1,
    });
    const shown = rows.slice(0, request.pageSize);
    const last = shown.at(-1);
    return {
      rows: shown.map((row) => toRow(row, today)),
      nextCursor:
        rows.length > request.pageSize && last
          ? encodeCursor(request, { value: sortValueOf(last, request.sortField), id: last.id })
          : null,
    };
  }

  return {
    /**
     * GET dashboard/data: every category's count and the first page of one; with a search or
     * filters, the counts and the page are of what they find (APP-68).
     */
    async data(applicant: Applicant, query: DashboardDataQuery): Promise<DashboardDataResponse> {
      const today = singaporeCalendarDate(now());
      const counts = Object.fromEntries(DASHBOARD_CATEGORY_KEYS.map((key) => [key, 0])) as Record<
        DashboardCategoryKey,
        number
      >;
      const { category, pageSize, ...narrowing } = query;
      const narrowed = Object.values(narrowing).some(
        (value) => value !== undefined && value !== '',
      );
      // The counts and the first page are independent reads: on PostgreSQL they run side by side
      // on two pooled connections (PERF-9).
      const [groups, first] = await Promise.all([
        narrowed
          ? dashboard.countNarrowedByStatus({
              scope: applicant.scope,
              today,
              ...narrowing,
              search: narrowing.search || undefined,
            })
          : dashboard.countByStatus(applicant.scope, today),
        page(
          applicant,
          { category, ...narrowing, sortField: 'updatedAt', sortDirection: 'desc', pageSize },
          today,
        ),
      ]);
      // An approval whose last end date has passed is under a category of its own
      // (dashboardCategoryOf): the repository says how many of them still run.
      const yesterday = addCalendarDays(today, -1);
      for (const { status, total, running } of groups) {
        const ended = running === null ? 0 : total - running;
        const category = dashboardCategoryOf({ status }, today);
        if (category) counts[category] += total - ended;
        const endedCategory = dashboardCategoryOf({ status, lastEndDate: yesterday }, today);
        if (endedCategory) counts[endedCategory] += ended;
      }
      return { counts, category, page: first };
    },

    /** POST dashboard/filter: one page of a category. */
    filter(applicant: Applicant, request: DashboardFilterRequest): Promise<DashboardPage> {
      return page(applicant, request, singaporeCalendarDate(now()));
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
