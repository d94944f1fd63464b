import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { API_PATHS } from '@aviation-permits/domain/http';
import { profileResponseSchema } from '@aviation-permits/domain/profile';
import type { ProfileResponse } from '@aviation-permits/domain/profile';
import type { ApiClient } from '@/lib/api-client/api-client';
import { useApiClient } from '@/lib/api-client/api-client-context';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/** GET /account-service/v1/profile: the saved draft or submission, MyInfo fields, documents. */
function profileQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: () => api.call(API_PATHS.profile, { schema: profileResponseSchema }),
  });
}

export function useProfile(): ProfileResponse {
  return useSuspenseQuery(profileQueryOptions(useApiClient())).data;
}
