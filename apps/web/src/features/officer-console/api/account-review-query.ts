import { useQuery } from '@tanstack/react-query';
import { OFFICER_API_PATHS, officerAccountReviewSchema } from '@aviation-permits/domain/officer';
import { useApiClient } from '@/lib/api-client/api-client-context';

export const accountReviewQueryKey = (id: string) => ['officer-account', id] as const;

/** GET …/accounts/:id (OFF-22): one account's status, e-mail, profile and documents. */
export function useAccountReview(id: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: accountReviewQueryKey(id),
    queryFn: () => api.call(OFFICER_API_PATHS.account(id), { schema: officerAccountReviewSchema }),
  });
}
