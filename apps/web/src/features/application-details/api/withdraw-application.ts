import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '@aviation-permits/domain/http';
import { APPLICATION_MESSAGES } from '@aviation-permits/domain/messages';
import { applicationRecordSchema } from '@aviation-permits/domain/application';
import type {
  ApplicationRecord,
  WithdrawApplicationRequest,
} from '@aviation-permits/domain/application';
import { ApiError } from '@/lib/api-client/api-error';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { applicationRecordQueryKey } from '@/lib/application-api/application-record-query';

/** A withdrawal the server refused because the application moved on: its message, to show. */
interface WithdrawalConflict {
  conflict: string;
}

/**
 * POST …/application/withdraw (APP-75): answers the application as it now is. A 409 (a stale
 * version, or a status that no longer allows it) is an answer the page shows with the server's
 * own words, not a failure for the shared handler's generic toast; every answer reloads the record.
 */
export function useWithdrawApplication() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      request: WithdrawApplicationRequest,
    ): Promise<ApplicationRecord | WithdrawalConflict> => {
      try {
        return await api.call(API_PATHS.applicationWithdraw, {
          method: 'POST',
          body: request,
          schema: applicationRecordSchema,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          return { conflict: error.detail ?? APPLICATION_MESSAGES.notWithdrawable };
        }
        throw error;
      }
    },
    onSettled: (_answer, _error, request) =>
      queryClient.invalidateQueries({ queryKey: applicationRecordQueryKey(request.id) }),
  });
}
