import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@aviation-permits/domain/http';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import { useNavigate } from 'react-router';
import { UNREAD_ANSWER } from '@/lib/api-client/api-client';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { forgetApplicationStart } from '@/lib/application-start/application-start-store';
import { forgetUnsavedDrafts } from '@/lib/unsaved-drafts/unsaved-drafts-storage';
import { clearCachedStatus } from './status-query';

/**
 * ACC-15: Logout ends the session, clears the user status and goes to /. SEC-20: the application
 * form's kept edits, and an application the Enquiry Tool started (ENQ-20), leave the browser with
 * the person who signed out.
 */
export function useLogout() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // The logout answer carries no body the portal reads (the specification does not show one).
    mutationFn: () => api.call(API_PATHS.logout, { schema: UNREAD_ANSWER }),
    onSuccess: async () => {
      forgetUnsavedDrafts();
      forgetApplicationStart();
      clearCachedStatus(queryClient);
      await navigate(ROUTE_PATHS.index);
    },
  });
}
