import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PUBLISHED_DATA_API_PATHS } from '@aviation-permits/domain/officer';
import type { PublishRestrictedArea } from '@aviation-permits/domain/officer';
import { UNREAD_ANSWER } from '@/lib/api-client/api-client';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { RESTRICTED_AREAS_QUERY_KEY } from './restricted-areas-query';

/** POST …/restricted-areas (OFF-30, supervisors): the list is read again once it is stored. */
export function usePublishRestrictedArea() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (area: PublishRestrictedArea) =>
      api.call(PUBLISHED_DATA_API_PATHS.restrictedAreas, {
        method: 'POST',
        body: area,
        schema: UNREAD_ANSWER,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RESTRICTED_AREAS_QUERY_KEY }),
  });
}
