import { useMutation } from '@tanstack/react-query';
import { OFFICER_API_PATHS, enrolmentCompletedSchema } from '@aviation-permits/domain/officer';
import type { TotpCode } from '@aviation-permits/domain/officer';
import { useApiClient } from '@/lib/api-client/api-client-context';

/** POST …/enrolment/confirm (OFF-3, OFF-4): the app's code; answers the recovery codes once. */
export function useConfirmEnrolment() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (request: TotpCode) =>
      api.call(OFFICER_API_PATHS.enrolmentConfirm, {
        method: 'POST',
        body: request,
        schema: enrolmentCompletedSchema,
      }),
  });
}
