import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { API_PATHS, ROUTE_PATHS } from '@aviation-permits/domain';
import { useNavigate } from 'react-router';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { clearCachedStatus } from './status-query';

// The logout answer carries no body the portal reads (the specification does not show one).
const logoutAnswerSchema = z.unknown();

/** ACC-15: Logout ends the session, clears the user status and goes to /. */
export function useLogout() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.call(API_PATHS.logout, { schema: logoutAnswerSchema }),
    onSuccess: async () => {
      clearCachedStatus(queryClient);
      await navigate(ROUTE_PATHS.index);
    },
  });
}
