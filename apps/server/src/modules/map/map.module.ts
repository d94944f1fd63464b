import type { PortalModule } from '../../platform/portal-module.js';
import { deriveSecret } from '../../security/derived-secret.js';
import { createMapSearchTokens } from '../../security/map-search-token.js';
import { mapSearchRoutes } from './map-search.routes.js';
import { mapTokenRoutes } from './map-token.routes.js';
import { zoneDataRoutes } from './zone-data.routes.js';

// The map (docs/map.md): the map-search token on the permits service, the search and reverse
// lookup on the map service (OneMap or the packaged gazetteer, the platform's mapSearch), and the
// day's zones.

export const mapModule: PortalModule = {
  name: 'map',
  build: ({ config, mapSearch, now }) => {
    const tokens = createMapSearchTokens(deriveSecret(config.appSecret, 'map-search-token'), now);
    return {
      serviceRoutes: {
        permits: [mapTokenRoutes(tokens), zoneDataRoutes(now)],
        map: [mapSearchRoutes(mapSearch, tokens)],
      },
    };
  },
};
