import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PUBLISHED_DATA_API_PATHS } from '@aviation-permits/domain/officer';
import type { AddPublicHoliday } from '@aviation-permits/domain/officer';
import { UNREAD_ANSWER } from '@/lib/api-client/api-client';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { PUBLIC_HOLIDAYS_QUERY_KEY } from './public-holidays-query';

/** POST …/public-holidays (OFF-34, supervisors); the list is read again afterwards. */
export function useAddPublicHoliday() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holiday: AddPublicHoliday) =>
      api.call(PUBLISHED_DATA_API_PATHS.publicHolidays, {
        method: 'POST',
        body: holiday,
        schema: UNREAD_ANSWER,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PUBLIC_HOLIDAYS_QUERY_KEY }),
  });
}
