import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  API_PATHS,
  dashboardDataResponseSchema,
  dashboardPageSchema,
} from '@aviation-permits/domain';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { dashboardFilterBody, type DashboardView } from '../model/dashboard-view';

// The dashboard's two calls (APP-58, APP-59): the counts of the seven categories, and the rows of
// the chosen one, searched, filtered and sorted, a keyset page at a time ("Load more").

export function useDashboardCounts(category: DashboardView['category']) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['dashboard', 'counts', category],
    queryFn: () =>
      api.call(`${API_PATHS.dashboardData}?${new URLSearchParams({ category }).toString()}`, {
        schema: dashboardDataResponseSchema,
      }),
  });
}

export function useDashboardRows(view: DashboardView) {
  const api = useApiClient();
  return useInfiniteQuery({
    queryKey: ['dashboard', 'rows', view],
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
