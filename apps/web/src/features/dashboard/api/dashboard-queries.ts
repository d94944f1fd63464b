import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@aviation-permits/domain/http';
import {
  dashboardDataResponseSchema,
  dashboardPageSchema,
} from '@aviation-permits/domain/application';
import { useApiClient } from '@/lib/api-client/api-client-context';
import {
  dashboardDataParams,
  dashboardFilterBody,
  narrowingOf,
  type DashboardView,
} from '../model/dashboard-view';

// The dashboard's two calls (APP-58, APP-59): the counts of the seven categories, and the rows of
// the chosen one, searched, filtered and sorted, a keyset page at a time ("Load more").

/** The prefix of both calls' keys: what a payment's landing marks stale (PAY-10). */
export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/**
 * Each category's count of what the view's search and filters find, if any (APP-68). Only counts
 * read since the dashboard opened are given: the ones kept from an earlier visit may be out of date
 * (an application paid or submitted meanwhile), so they are not shown while read again (APP-69).
 */
export function useDashboardCounts(view: DashboardView) {
  const api = useApiClient();
  const counts = useQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, 'counts', narrowingOf(view)],
    queryFn: () =>
      api.call(`${API_PATHS.dashboardData}?${dashboardDataParams(view).toString()}`, {
        schema: dashboardDataResponseSchema,
      }),
  });
  return counts.isFetchedAfterMount ? counts.data?.counts : undefined;
}

export function useDashboardRows(view: DashboardView) {
  const api = useApiClient();
  return useInfiniteQuery({
    queryKey: [...DASHBOARD_QUERY_KEY, 'rows', view],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api.call(API_PATHS.dashboardFilter, {
        method: 'POST',
        body: dashboardFilterBody(view, pageParam),
        schema: dashboardPageSchema,
      }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
