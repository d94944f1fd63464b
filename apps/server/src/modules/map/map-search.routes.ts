import {
  MAP_API_PATHS,
  mapReverseGeocodeQuerySchema,
  mapSearchAnswerSchema,
  mapSearchQuerySchema,
  oneMapReverseGeocodeAnswerSchema,
} from '@aviation-permits/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MapSearch } from '../../adapters/map/map-search.js';
import { serviceRoutePath } from '../../http/service-route-path.js';
import type { MapSearchTokens } from '../../security/map-search-token.js';
import { MapTokenRefusedError } from './map.errors.js';

// MAP-9, MAP-12 to MAP-14: the map service. Each call carries the portal's map token as its bare
// Authorization header (OneMap's form); without a valid one it is 401, and the browser refetches
// the token and tries once more (MAP-10). The answers are OneMap's, from OneMap or from the
// packaged gazetteer: every value a string, "NIL" for a missing one.

export function mapSearchRoutes(
  mapSearch: MapSearch,
  tokens: MapSearchTokens,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Before the query is read: a caller without a token learns nothing else.
    app.addHook('onRequest', async (request) => {
      if (!(await tokens.isValid(request.headers.authorization))) throw new MapTokenRefusedError();
    });

    app.get(
      serviceRoutePath('map', MAP_API_PATHS.search),
      {
        schema: {
          tags: ['map'],
          summary: "OneMap's search, relayed (or answered from the packaged gazetteer)",
          querystring: mapSearchQuerySchema,
          response: { 200: mapSearchAnswerSchema },
        },
      },
      async (request) => mapSearch.search(request.query),
    );

    app.get(
      serviceRoutePath('map', MAP_API_PATHS.reverseGeocode),
      {
        schema: {
          tags: ['map'],
          summary: "OneMap's reverse geocode, relayed (or answered from the packaged gazetteer)",
          querystring: mapReverseGeocodeQuerySchema,
          response: { 200: oneMapReverseGeocodeAnswerSchema },
        },
      },
      async (request) => mapSearch.reverseGeocode(request.query),
    );
  };
}
