import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { API_PATHS, applicationRecordSchema } from '@aviation-permits/domain';
import type { ApplicationRecord } from '@aviation-permits/domain';
import type { ApiClient } from '@/lib/api-client/api-client';
import { useApiClient } from '@/lib/api-client/api-client-context';

// GET …/application/retrieve?id= (APP-50): one application as the form, its edit and the details
// page read it. Shared by those pages' features, so it lives here.

export function applicationRecordQueryKey(id: string) {
  return ['application', id] as const;
}

export function applicationRecordQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: applicationRecordQueryKey(id),
    queryFn: () =>
      api.call(`${API_PATHS.applicationRetrieve}?${new URLSearchParams({ id }).toString()}`, {
        schema: applicationRecordSchema,
      }),
    // A draft is restored exactly as last saved: never an older copy from the cache.
    staleTime: 0,
  });
}

export function useApplicationRecord(id: string): ApplicationRecord {
  return useSuspenseQuery(applicationRecordQueryOptions(useApiClient(), id)).data;
}
