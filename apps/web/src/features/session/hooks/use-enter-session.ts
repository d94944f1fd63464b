import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { UserSession } from '@aviation-permits/domain/session';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { landingPath } from '@/lib/application-start/application-start-store';
import { statusQueryOptions } from '@/features/session/api/status-query';

/**
 * After a sign-in in the page (the e-mail code): the shell adopts the server's new session at
 * once, and the user goes where the index redirect sends their status (PENDING_REGISTRATION to
 * /profile, ACTIVE to /dashboard, ...), or to the application the Enquiry Tool started (ENQ-20).
 * The log-in page is replaced, so Back does not return to it.
 */
export function useEnterSession(): (session: UserSession) => void {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (session: UserSession) => {
      queryClient.setQueryData(statusQueryOptions(api).queryKey, session);
      void navigate(landingPath(session.status), { replace: true });
    },
    [api, queryClient, navigate],
  );
}
