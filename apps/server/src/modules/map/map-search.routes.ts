import {
  MAP_API_PATHS,
  mapReverseGeocodeAnswerSchema,
  mapReverseGeocodeQuerySchema,
  mapSearchAnswerSchema,
  mapSearchQuerySchema,
} from '@aviation-permits/domain/geo';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceRoutePath } from '../../http/service-route-path.js';
import type { MapSearchTokens } from '../../security/map-search-token.js';
import type { MapService } from './gazetteer-when-busy.js';
import { MapTokenRefusedError } from './map.errors.js';

// MAP-9, MAP-12 to MAP-14, MAP-18, MAP-21: the map service. Each call carries the portal's map
// token as its bare Authorization header (OneMap's form); without a valid one it is 401, and the
// browser refetches the token and tries once more (MAP-10). A client past its limits is 429
// (map-search-limits.ts). The answers are OneMap's, from OneMap or from the packaged gazetteer:
// every value a string, "NIL" for a missing one, with a notice when the gazetteer answered because
// OneMap was busy.

export function mapSearchRoutes(
  mapService: MapService,
  tokens: MapSearchTokens,
  limitClient: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
): FastifyPluginAsyncZod {
  return async (app) => {
    // Before the query is read: a caller without a token learns nothing else.
    app.addHook('onRequest', async (request) => {
      if (!(await tokens.isValid(request.headers.authorization))) throw new MapTokenRefusedError();
    });
    app.addHook('onRequest', limitClient);

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
      async (request) => mapService.search(request.query),
    );

    app.get(
      serviceRoutePath('map', MAP_API_PATHS.reverseGeocode),
      {
        schema: {
          tags: ['map'],
          summary: "OneMap's reverse geocode, relayed (or answered from the packaged gazetteer)",
          querystring: mapReverseGeocodeQuerySchema,
          response: { 200: mapReverseGeocodeAnswerSchema },
        },
      },
      async (request) => mapService.reverseGeocode(request.query),
    );
  };
}
