import { useMutation } from '@tanstack/react-query';
import { OFFICER_API_PATHS, totpEnrolmentSchema } from '@aviation-permits/domain/officer';
import { useApiClient } from '@/lib/api-client/api-client-context';

/** POST …/enrolment (OFF-3): a new authenticator secret; asking again replaces it. */
export function useStartEnrolment() {
  const api = useApiClient();
  return useMutation({
    mutationFn: () =>
      api.call(OFFICER_API_PATHS.enrolment, { method: 'POST', schema: totpEnrolmentSchema }),
  });
}
