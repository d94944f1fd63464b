import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PUBLISHED_DATA_API_PATHS } from '@aviation-permits/domain/officer';
import { UNREAD_ANSWER } from '@/lib/api-client/api-client';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { RESTRICTED_AREAS_QUERY_KEY } from './restricted-areas-query';

/**
 * POST …/restricted-areas/:id/withdrawal (OFF-32, supervisors): the list is read again after a
 * success as after a refusal (a 409: another supervisor withdrew it, or it ended).
 */
export function useWithdrawRestrictedArea() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.call(PUBLISHED_DATA_API_PATHS.restrictedAreaWithdrawal(id), {
        method: 'POST',
        body: { reason },
        schema: UNREAD_ANSWER,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RESTRICTED_AREAS_QUERY_KEY }),
  });
}
