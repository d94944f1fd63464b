import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  ANONYMOUS_SESSION,
  NO_STATUS,
  userSessionSchema,
} from '@aviation-permits/domain';
import type { UserSession } from '@aviation-permits/domain';
import type { ApiClient } from '../../../lib/api-client/api-client';
import { useApiClient } from '../../../lib/api-client/api-client-context';

const STATUS_QUERY_KEY = ['session', 'status'] as const;

/**
 * The shell's components share one answer for this long instead of each asking again when it
 * mounts; returning to the tab after it asks again. The route guard always asks afresh.
 */
const STATUS_FRESH_MS = 30_000;

/** GET /login-service/status: the current user session. */
export function statusQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: STATUS_QUERY_KEY,
    queryFn: () => api.call(API_PATHS.status, { schema: userSessionSchema }),
    staleTime: STATUS_FRESH_MS,
  });
}

/** The session the shell reads; anonymous until the first status call has answered. */
export function useUserSession(): UserSession {
  const { data } = useQuery(statusQueryOptions(useApiClient()));
  return data ?? ANONYMOUS_SESSION;
}

/**
 * Spec section 3: on time-out or logout the cached status becomes '' (no status) at once. The
 * rest of the session (validity, login kind) is then asked of the server again, which knows it.
 */
export function clearCachedStatus(queryClient: QueryClient): void {
  queryClient.setQueryData<UserSession>(STATUS_QUERY_KEY, (session) => ({
    ...(session ?? ANONYMOUS_SESSION),
    status: NO_STATUS,
  }));
  void queryClient.invalidateQueries({ queryKey: STATUS_QUERY_KEY });
}
