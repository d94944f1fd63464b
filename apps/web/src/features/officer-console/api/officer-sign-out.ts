import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { OFFICER_API_PATHS, OFFICER_PAGE_PATHS } from '@aviation-permits/domain/officer';
import { UNREAD_ANSWER } from '@/lib/api-client/api-client';
import { useApiClient } from '@/lib/api-client/api-client-context';

/** POST …/sign-out (OFF-5): ends the officer session, then the sign-in page. */
export function useOfficerSignOut() {
  const api = useApiClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () =>
      api.call(OFFICER_API_PATHS.signOut, { method: 'POST', schema: UNREAD_ANSWER }),
    onSuccess: () => navigate(OFFICER_PAGE_PATHS.login, { replace: true }),
  });
}
