import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { API_PATHS } from '@aviation-permits/domain/http';
import type { InitData } from '@aviation-permits/domain/init-data';
import type { ApiClient } from '@/lib/api-client/api-client';
import { useApiClient } from '@/lib/api-client/api-client-context';

/** GET …/application/common/init-data: lists, options and constants shared by several pages. */
export function initDataQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['init-data'],
    queryFn: () =>
      api.call(API_PATHS.initData, {
        // Imported on first use: /home's route loader makes this call (PERF-8).
        schema: async () =>
          (await import('@aviation-permits/domain/start-up-schemas')).initDataSchema,
      }),
    // The same for every visitor on a day (it carries the server's today and temporary restricted
    // areas, ENQ-12); one fetch per visit is enough: a visit keeps the day it began on.
    staleTime: Infinity,
  });
}

/** The shared initial data; the route's loader has fetched it before the page renders. */
export function useInitData(): InitData {
  return useSuspenseQuery(initDataQueryOptions(useApiClient())).data;
}
