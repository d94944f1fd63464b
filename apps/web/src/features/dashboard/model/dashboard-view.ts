import { CATEGORY_IDS } from '@aviation-permits/domain/activity';
import { checkDateText } from '@aviation-permits/domain/validation';
import {
  DASHBOARD_CATEGORY_KEYS,
  DASHBOARD_CATEGORY_PARAM,
  DASHBOARD_SORT_FIELDS,
  DEFAULT_DASHBOARD_PAGE_SIZE,
} from '@aviation-permits/domain/application';
import type { CategoryId } from '@aviation-permits/domain/activity';
import type { DashboardCategoryKey } from '@aviation-permits/domain/application';

// What the dashboard shows (APP-57 to APP-59), kept in the address so a reload, the back button
// or a shared link shows the same list. The address can be edited by anyone: a value that is not
// one the filter accepts is simply left out.

type SortField = (typeof DASHBOARD_SORT_FIELDS)[number];
type SortDirection = 'asc' | 'desc';

export interface DashboardView {
  category: DashboardCategoryKey;
  search: string;
  categoryId?: CategoryId;
  dateFrom?: string;
  dateTo?: string;
  sortField: SortField;
  sortDirection: SortDirection;
}

export const DEFAULT_VIEW: DashboardView = {
  category: 'needYourAction',
  search: '',
  sortField: 'updatedAt',
  sortDirection: 'desc',
};

function oneOf<T>(values: readonly T[], text: string | null): T | undefined {
  return values.find((value) => String(value) === text);
}

function date(text: string | null): string | undefined {
  return text && !checkDateText(text, '') ? text : undefined;
}

export function readDashboardView(params: URLSearchParams): DashboardView {
  const categoryId = oneOf(CATEGORY_IDS, params.get('categoryId'));
  const dateFrom = date(params.get('dateFrom'));
  const dateTo = date(params.get('dateTo'));
  return {
    category:
      oneOf(DASHBOARD_CATEGORY_KEYS, params.get(DASHBOARD_CATEGORY_PARAM)) ?? DEFAULT_VIEW.category,
    search: (params.get('search') ?? '').trim().slice(0, 100),
    ...(categoryId ? { categoryId } : {}),
    ...(dateFrom ? { dateFrom } : {}),
    ...(dateTo ? { dateTo } : {}),
    sortField: oneOf(DASHBOARD_SORT_FIELDS, params.get('sort')) ?? DEFAULT_VIEW.sortField,
    sortDirection:
      oneOf(['asc', 'desc'] as const, params.get('direction')) ?? DEFAULT_VIEW.sortDirection,
  };
}

/** Does the view narrow its category down by a search or a filter? */
export function isNarrowed(view: DashboardView): boolean {
  return Boolean(view.search || view.categoryId || view.dateFrom || view.dateTo);
}

/** The address's parameters for a view; defaults are left out so a plain /dashboard stays plain. */
export function dashboardSearchParams(view: DashboardView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.category !== DEFAULT_VIEW.category) params.set(DASHBOARD_CATEGORY_PARAM, view.category);
  if (view.search) params.set('search', view.search);
  if (view.categoryId) params.set('categoryId', String(view.categoryId));
  if (view.dateFrom) params.set('dateFrom', view.dateFrom);
  if (view.dateTo) params.set('dateTo', view.dateTo);
  if (view.sortField !== DEFAULT_VIEW.sortField) params.set('sort', view.sortField);
  if (view.sortDirection !== DEFAULT_VIEW.sortDirection)
    params.set('direction', view.sortDirection);
  return params;
}

/** The view's search and filters alone: what the counts are of (APP-68). */
export function narrowingOf(view: DashboardView) {
  return {
    ...(view.search ? { search: view.search } : {}),
    ...(view.categoryId ? { categoryId: view.categoryId } : {}),
    ...(view.dateFrom ? { dateFrom: view.dateFrom } : {}),
    ...(view.dateTo ? { dateTo: view.dateTo } : {}),
  };
}

/**
 * The query of GET …/dashboard/data for the counts of what the view's search and filters find.
 * The same in every tab, so choosing a tab does not ask again; the page it also answers, of the
 * default category, is not shown (the rows come from the filter), so it is kept to one row.
 */
export function dashboardDataParams(view: DashboardView): URLSearchParams {
  const params = new URLSearchParams({ pageSize: '1' });
  for (const [name, value] of Object.entries(narrowingOf(view))) params.set(name, String(value));
  return params;
}

/** The body of POST …/dashboard/filter for one page of the view. */
export function dashboardFilterBody(view: DashboardView, cursor?: string) {
  return {
    category: view.category,
    ...narrowingOf(view),
    sortField: view.sortField,
    sortDirection: view.sortDirection,
    pageSize: DEFAULT_DASHBOARD_PAGE_SIZE,
    ...(cursor ? { cursor } : {}),
  };
}
