import { useQuery } from '@tanstack/react-query';
import {
  OFFICER_API_PATHS,
  officerApplicationReviewSchema,
} from '@aviation-permits/domain/officer';
import { useApiClient } from '@/lib/api-client/api-client-context';

export const applicationReviewQueryKey = (id: string) => ['officer-application', id] as const;

/** GET …/applications/:id (OFF-19): one application as an officer reviews it. */
export function useApplicationReview(id: string) {
  const api = useApiClient();
  return useQuery({
    queryKey: applicationReviewQueryKey(id),
    queryFn: () =>
      api.call(OFFICER_API_PATHS.application(id), { schema: officerApplicationReviewSchema }),
  });
}
