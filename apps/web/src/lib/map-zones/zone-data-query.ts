import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@aviation-permits/domain/http';
import { singaporeCalendarDate } from '@aviation-permits/domain/validation';
import { zoneDataSchema } from '@aviation-permits/domain/geo';
import { useApiClient } from '@/lib/api-client/api-client-context';

/**
 * GET …/map/zone-data (MAP-6) for a read-only map beside a record (OFF-44): the zones in force
 * today, asked for once the map starts loading (`wanted`). A failure only leaves the map without
 * its overlays. Temporary areas depend on the day, so the day is part of the key.
 */
export function useMapZones(wanted: boolean) {
  const api = useApiClient();
  const query = useQuery({
    queryKey: ['map-zone-data', singaporeCalendarDate(new Date())],
    queryFn: () => api.call(API_PATHS.mapZoneData, { schema: zoneDataSchema }),
    staleTime: Infinity,
    enabled: wanted,
  });
  return { zones: query.data, loading: wanted && query.isPending };
}
