import { useQuery } from '@tanstack/react-query';
import { OFFICER_API_PATHS, officerSessionSchema } from '@aviation-permits/domain/officer';
import type { OfficerSessionAnswer } from '@aviation-permits/domain/officer';
import type { ApiClient } from '@/lib/api-client/api-client';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { ApiError } from '@/lib/api-client/api-error';

/**
 * GET …/session, for the console's guard (OFF-16): the officer session, or undefined when there is
 * none (401) or the browser holds only an applicant's session (403). Called on the pipeline
 * directly, not through the query cache, so a visitor without a session is sent to the sign-in
 * page quietly instead of hearing that a session timed out. Any other failure is thrown.
 */
export async function readOfficerSession(
  api: ApiClient,
): Promise<OfficerSessionAnswer | undefined> {
  try {
    return await api.call(OFFICER_API_PATHS.session, { schema: officerSessionSchema });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      return undefined;
    }
    throw error;
  }
}

/**
 * The signed-in officer for a page's own choices (OFF-42: who they are beside an application's
 * holder, and their role). The guard has let them in; the server decides every call anyway.
 */
export function useOfficerSession() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['officer-session'],
    queryFn: () => api.call(OFFICER_API_PATHS.session, { schema: officerSessionSchema }),
    staleTime: Infinity,
  });
}

/**
 * Whether the signed-in officer is a supervisor (OFF-36), for the pages that offer supervisors'
 * changes to everyone's lists. Until the answer comes nothing is offered; the server decides anyway.
 */
export function useIsSupervisor(): boolean {
  return useOfficerSession().data?.officer.role === 'supervisor';
}
