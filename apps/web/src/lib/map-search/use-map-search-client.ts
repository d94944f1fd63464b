import { useMemo } from 'react';
import { useApiClient } from '../api-client/api-client-context';
import { createMapSearchClient } from './map-search-client';
import type { MapSearchClient } from './map-search-client';

/** The map-search client on the app's request pipeline, for pages that show a map with search. */
export function useMapSearchClient(): MapSearchClient {
  const api = useApiClient();
  return useMemo(() => createMapSearchClient({ api }), [api]);
}
