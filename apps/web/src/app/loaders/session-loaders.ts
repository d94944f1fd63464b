import { redirect } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NO_STATUS } from '@aviation-permits/domain/account';
import { ROUTE_PATHS, indexRedirectPath } from '@aviation-permits/domain/navigation';
import type { AccountStatus } from '@aviation-permits/domain/account';
import type { ApiClient } from '@/lib/api-client/api-client';
import { landingPath } from '@/lib/application-start/application-start-store';
import { statusQueryOptions } from '@/features/session/api/status-query';

export interface LoaderDependencies {
  queryClient: QueryClient;
  api: ApiClient;
}

/**
 * "/": sends the visitor where their status belongs (ROUTE-6, the index redirect), or an ACTIVE
 * one to the application the Enquiry Tool started before sign-in (ENQ-20: Singpass and Corppass
 * come back here).
 */
export function indexRedirectLoader({ queryClient, api }: LoaderDependencies) {
  return async () => {
    const session = await queryClient.ensureQueryData(statusQueryOptions(api));
    return redirect(landingPath(session.status));
  };
}

/**
 * The guard (ROUTE-19): without a valid session, /login. It asks the server every time
 * (no cached answer), because a session may have ended since the page last looked.
 */
export function requireValidSessionLoader({ queryClient, api }: LoaderDependencies) {
  return async () => {
    const session = await queryClient.fetchQuery({ ...statusQueryOptions(api), staleTime: 0 });
    return session.userSessionValid ? null : redirect(ROUTE_PATHS.login);
  };
}

/**
 * ROUTE-20: a page for one status only (/dashboard: ACTIVE). Runs after the guard, so the session
 * is valid and fresh; any other status goes where the index redirect sends it (PENDING_REGISTRATION
 * to /profile, SUBMITTED and the others to /userStatus). The server refuses the page's calls too.
 */
export function requireStatusLoader(
  { queryClient, api }: LoaderDependencies,
  requiredStatus: AccountStatus,
) {
  return async () => {
    const session = await queryClient.ensureQueryData(statusQueryOptions(api));
    return session.status === requiredStatus ? null : redirect(indexRedirectPath(session.status));
  };
}

/** /userStatus explains an account's status; a visitor without one is sent to /login. */
export function userStatusLoader({ queryClient, api }: LoaderDependencies) {
  return async (): Promise<{ status: AccountStatus } | Response> => {
    const session = await queryClient.fetchQuery({ ...statusQueryOptions(api), staleTime: 0 });
    if (session.status === NO_STATUS) return redirect(ROUTE_PATHS.login);
    return { status: session.status };
  };
}
