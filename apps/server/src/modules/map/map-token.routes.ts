import { MAP_API_PATHS, mapTokenAnswerSchema } from '@aviation-permits/domain/geo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceRoutePath } from '../../http/service-route-path.js';
import type { MapSearchTokens } from '../../security/map-search-token.js';

// MAP-7, MAP-13: the permits service's map init call hands the browser a map-search token. Open to
// every visitor, signed in or not: the Enquiry Tool's map searches too.

export function mapTokenRoutes(tokens: MapSearchTokens): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      serviceRoutePath('permits', MAP_API_PATHS.init),
      {
        schema: {
          tags: ['map'],
          summary: 'A short-lived token for the map service (a JWT with exp)',
          response: { 200: mapTokenAnswerSchema },
        },
      },
      async () => ({ token: await tokens.issue() }),
    );
  };
}
