import { useQuery } from '@tanstack/react-query';
import {
  PUBLISHED_DATA_API_PATHS,
  officerRestrictedAreasSchema,
} from '@aviation-permits/domain/officer';
import { useApiClient } from '@/lib/api-client/api-client-context';

export const RESTRICTED_AREAS_QUERY_KEY = ['officer-restricted-areas'] as const;

/** GET …/restricted-areas (OFF-30, OFF-36): the published areas and the configured ones. */
export function useRestrictedAreas() {
  const api = useApiClient();
  return useQuery({
    queryKey: RESTRICTED_AREAS_QUERY_KEY,
    queryFn: () =>
      api.call(PUBLISHED_DATA_API_PATHS.restrictedAreas, { schema: officerRestrictedAreasSchema }),
  });
}
