import { useQuery } from '@tanstack/react-query';
import {
  PUBLISHED_DATA_API_PATHS,
  officerPublicHolidaysSchema,
} from '@aviation-permits/domain/officer';
import { useApiClient } from '@/lib/api-client/api-client-context';

export const PUBLIC_HOLIDAYS_QUERY_KEY = ['officer-public-holidays'] as const;

/** GET …/public-holidays (OFF-34, OFF-36): the published list and the dates added here. */
export function usePublicHolidays() {
  const api = useApiClient();
  return useQuery({
    queryKey: PUBLIC_HOLIDAYS_QUERY_KEY,
    queryFn: () =>
      api.call(PUBLISHED_DATA_API_PATHS.publicHolidays, { schema: officerPublicHolidaysSchema }),
  });
}
