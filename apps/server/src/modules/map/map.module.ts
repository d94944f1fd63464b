import type { PortalModule } from '../../platform/portal-module.js';
import { deriveSecret } from '../../security/derived-secret.js';
import { createClientKeys } from '../../platform/rate-limit/client-key.js';
import { createMapSearchTokens } from '../../security/map-search-token.js';
import { gazetteerWhenBusy } from './gazetteer-when-busy.js';
import { mapSearchLimits } from './map-search-limits.js';
import { mapSearchRoutes } from './map-search.routes.js';
import { mapTokenRoutes } from './map-token.routes.js';
import { zoneDataRoutes } from './zone-data.routes.js';

// The map (docs/map.md): the map-search token on the permits service, the search and reverse
// lookup on the map service (OneMap or the packaged gazetteer, the platform's mapSearch, within
// each client's limits, the gazetteer answering while OneMap is busy), and the day's zones
// with the platform's temporary restricted areas.

export const mapModule: PortalModule = {
  name: 'map',
  build: ({ config, mapSearch, now, sharedCounts, temporaryRestrictedAreas }) => {
    const tokens = createMapSearchTokens(deriveSecret(config.appSecret, 'map-search-token'), now);
    const limitClient = mapSearchLimits(
      sharedCounts,
      createClientKeys(config.appSecret),
      config.map.clientLimits,
    );
    return {
      serviceRoutes: {
        permits: [mapTokenRoutes(tokens), zoneDataRoutes({ now, temporaryRestrictedAreas })],
        map: [mapSearchRoutes(gazetteerWhenBusy(mapSearch), tokens, limitClient)],
      },
    };
  },
};
