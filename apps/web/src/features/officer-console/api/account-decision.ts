import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OFFICER_API_PATHS } from '@aviation-permits/domain/officer';
import type { OfficerAccountDecision } from '@aviation-permits/domain/officer';
import { UNREAD_ANSWER } from '@/lib/api-client/api-client';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { ACCOUNT_QUEUE_QUERY_KEY } from './account-queue-query';
import { accountReviewQueryKey } from './account-review-query';

/**
 * POST …/accounts/:id/decision (OFF-22, OFF-27): answers 204, so the account and the queue are
 * read again, after a success as after a refusal (a 409: the account has moved since).
 */
export function useAccountDecision(id: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: OfficerAccountDecision) =>
      api.call(OFFICER_API_PATHS.accountDecision(id), {
        method: 'POST',
        body: decision,
        schema: UNREAD_ANSWER,
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_QUEUE_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: accountReviewQueryKey(id) });
    },
  });
}
