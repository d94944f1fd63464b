import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PUBLISHED_DATA_API_PATHS } from '@aviation-permits/domain/officer';
import { UNREAD_ANSWER } from '@/lib/api-client/api-client';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { PUBLIC_HOLIDAYS_QUERY_KEY } from './public-holidays-query';

/** POST …/public-holidays/:date/removal (OFF-35, supervisors); the list is read again afterwards. */
export function useRemovePublicHoliday() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) =>
      api.call(PUBLISHED_DATA_API_PATHS.publicHolidayRemoval(date), {
        method: 'POST',
        schema: UNREAD_ANSWER,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PUBLIC_HOLIDAYS_QUERY_KEY }),
  });
}
