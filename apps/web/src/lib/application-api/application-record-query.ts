import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { API_PATHS } from '@aviation-permits/domain/http';
import { applicationIdSchema, applicationRecordSchema } from '@aviation-permits/domain/application';
import type { ApplicationRecord } from '@aviation-permits/domain/application';
import type { ApiClient } from '@/lib/api-client/api-client';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { ApiError } from '@/lib/api-client/api-error';

// GET …/application/retrieve?id= (APP-50): one application as the form, its edit and the details
// page read it. Shared by those pages' features, so it lives here. An address that names no
// application of the applicant (not an id, unknown, or another applicant's: 404, APP-55) reads as
// no record, which the page shows as the not-found page (ERR-15), instead of an error for the
// shared handler's generic toast; with the 404's request id, which that page shows (OPS-67).

/** The application the address names, or none, with the request id of the 404 that said so. */
export type ApplicationRecordLookup =
  { record: ApplicationRecord } | { record: null; reference: string | undefined };

export function applicationRecordQueryKey(id: string) {
  return ['application', id] as const;
}

function applicationRecordQueryOptions(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: applicationRecordQueryKey(id),
    queryFn: async (): Promise<ApplicationRecordLookup> => {
      // Not an id: no call is made, so there is no request to refer support to.
      if (!applicationIdSchema.safeParse(id).success) return { record: null, reference: undefined };
      try {
        const record = await api.call(
          `${API_PATHS.applicationRetrieve}?${new URLSearchParams({ id }).toString()}`,
          { schema: applicationRecordSchema },
        );
        return { record };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          return { record: null, reference: error.requestId };
        }
        throw error;
      }
    },
    // A draft is restored exactly as last saved: never an older copy from the cache.
    staleTime: 0,
  });
}

/** The application named by the address, or none when it is not the applicant's to see. */
export function useApplicationRecord(id: string): ApplicationRecordLookup {
  return useSuspenseQuery(applicationRecordQueryOptions(useApiClient(), id)).data;
}
