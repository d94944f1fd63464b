import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { API_PATHS, applicationIdSchema, applicationRecordSchema } from '@aviation-permits/domain';
import type { ApplicationRecord } from '@aviation-permits/domain';
import type { ApiClient } from '@/lib/api-client/api-client';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { ApiError } from '@/lib/api-client/api-error';

// GET …/application/retrieve?id= (APP-50): one application as the form, its edit and the details
// page read it. Shared by those pages' features, so it lives here. An address that names no
// application of the applicant (not an id, unknown, or another applicant's: 404, APP-55) reads as
// null, which the page shows as the not-found page (ERR-15), instead of an error for the shared
// handler's generic toast.

export function applicationRecordQueryKey(id: string) {
  return ['application', id] as const;
}

function applicationRecordQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: applicationRecordQueryKey(id),
    queryFn: async (): Promise<ApplicationRecord | null> => {
      if (!applicationIdSchema.safeParse(id).success) return null;
      try {
        return await api.call(
          `${API_PATHS.applicationRetrieve}?${new URLSearchParams({ id }).toString()}`,
          { schema: applicationRecordSchema },
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    // A draft is restored exactly as last saved: never an older copy from the cache.
    staleTime: 0,
  });
}

/** The application named by the address, or null when it is not the applicant's to see. */
export function useApplicationRecord(id: string): ApplicationRecord | null {
  return useSuspenseQuery(applicationRecordQueryOptions(useApiClient(), id)).data;
}
