import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFICER_API_PATHS,
  officerApplicationReviewSchema,
} from '@aviation-permits/domain/officer';
import type { OfficerApplicationDecision } from '@aviation-permits/domain/officer';
import { ApiError } from '@/lib/api-client/api-error';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { applicationReviewQueryKey } from './application-review-query';

/**
 * POST …/applications/:id/decision (OFF-20, OFF-21): the answer is the review as it now is, which
 * replaces the page's. A 409 (someone moved it first, or the move is no longer allowed) reloads
 * the review, so the officer decides again on what is there now (OFF-26).
 */
export function useApplicationDecision(id: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: OfficerApplicationDecision) =>
      api.call(OFFICER_API_PATHS.applicationDecision(id), {
        method: 'POST',
        body: decision,
        schema: officerApplicationReviewSchema,
      }),
    onSuccess: (review) => queryClient.setQueryData(applicationReviewQueryKey(id), review),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: applicationReviewQueryKey(id) });
      }
    },
  });
}
