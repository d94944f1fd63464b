import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@aviation-permits/domain/http';
import { zoneDataSchema } from '@aviation-permits/domain/geo';
import type { ZoneData } from '@aviation-permits/domain/geo';
import { useApiClient } from '@/lib/api-client/api-client-context';

/**
 * GET …/map/zone-data (MAP-6): the zones the Enquiry Tool's map draws. Not a suspense query: the
 * questionnaire and its answer do not wait for it (the rules engine carries its own data), so a
 * slow or failed call only leaves the map without its overlays. Asked for only once `wanted`
 * (the map has started loading): until then the page's start-up does not carry it (PERF-11).
 */
export function useZoneData(
  today: string,
  wanted: boolean,
): { zones: ZoneData | undefined; failed: boolean } {
  const api = useApiClient();
  const query = useQuery({
    // Temporary areas depend on the day, so the day is part of the key.
    queryKey: ['map-zone-data', today],
    queryFn: () => api.call(API_PATHS.mapZoneData, { schema: zoneDataSchema }),
    staleTime: Infinity,
    enabled: wanted,
  });
  return { zones: query.data, failed: query.isError };
}
