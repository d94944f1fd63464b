import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@aviation-permits/domain/http';
import { ANONYMOUS_SESSION } from '@aviation-permits/domain/session';
import { NO_STATUS } from '@aviation-permits/domain/account';
import type { UserSession } from '@aviation-permits/domain/session';
import type { ApiClient } from '@/lib/api-client/api-client';
import { useApiClient } from '@/lib/api-client/api-client-context';

const STATUS_QUERY_KEY = ['session', 'status'] as const;

/**
 * The shell's components share one answer for this long instead of each asking again when it
 * mounts; returning to the tab after it asks again. The route guard always asks afresh.
 */
const STATUS_FRESH_MS = 30_000;

/**
 * ACC-11: the server reports a session ended by a sign-in elsewhere once, on the first status call
 * after it, and then forgets it. Later answers (the guard asks again on every navigation, the
 * start-up check asked first) are plainly anonymous, so the notice is kept from the answer that
 * brought it until the visitor acknowledges it or signs in again.
 */
function keepConcurrentLoginNotice(
  previous: UserSession | undefined,
  answer: UserSession,
): UserSession {
  const unacknowledged = previous?.foundMultipleSessions === true && !answer.userSessionValid;
  return unacknowledged ? { ...answer, foundMultipleSessions: true } : answer;
}

/** GET /login-service/status: the current user session. */
export function statusQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: STATUS_QUERY_KEY,
    queryFn: async ({ client }) =>
      keepConcurrentLoginNotice(
        client.getQueryData<UserSession>(STATUS_QUERY_KEY),
        await api.call(API_PATHS.status, {
          // Imported on first use: the start-up check makes this call (PERF-8).
          schema: async () =>
            (await import('@aviation-permits/domain/start-up-schemas')).userSessionSchema,
        }),
      ),
    staleTime: STATUS_FRESH_MS,
  });
}

/** The visitor closed "Concurrent Logins Detected": the kept notice is dropped (ACC-11). */
export function acknowledgeConcurrentLogin(queryClient: QueryClient): void {
  queryClient.setQueryData<UserSession>(STATUS_QUERY_KEY, (session) =>
    session ? { ...session, foundMultipleSessions: false } : session,
  );
}

/** The session the shell reads; anonymous until the first status call has answered. */
export function useUserSession(): UserSession {
  const { data } = useQuery(statusQueryOptions(useApiClient()));
  return data ?? ANONYMOUS_SESSION;
}

/**
 * ACC-16: on time-out or logout the cached status becomes '' (no status) at once. The
 * rest of the session (validity, login kind) is then asked of the server again, which knows it.
 */
export function clearCachedStatus(queryClient: QueryClient): void {
  queryClient.setQueryData<UserSession>(STATUS_QUERY_KEY, (session) => ({
    ...(session ?? ANONYMOUS_SESSION),
    status: NO_STATUS,
  }));
  void queryClient.invalidateQueries({ queryKey: STATUS_QUERY_KEY });
}
