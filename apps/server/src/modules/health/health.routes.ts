import { OPERATIONAL_PATHS, errorEnvelopeSchema } from '@aviation-permits/domain/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAP_SEARCH_SOURCES, type MapSearchSource } from '../../config/map.js';
import { ServiceUnavailableError } from '../../errors/http-errors.js';
import type { ReadinessProbe } from './readiness-probe.js';

// For load balancers and orchestrators: no access-content token, and "healthy" means the
// database answers, since no request can be served without it (OPS-16). The answer comes from the
// readiness probe, which asks the database at most once a second (PERF-6). It also says which map
// search answers (OPS-22), so an operator sees a portal left on the packaged gazetteer.

export function healthRoutes(
  readiness: ReadinessProbe,
  mapSearch: MapSearchSource,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      OPERATIONAL_PATHS.health,
      {
        schema: {
          tags: ['operations'],
          summary: 'Liveness and database reachability, and which map search answers',
          security: [],
          response: {
            200: z.object({
              status: z.literal('ok'),
              mapSearch: z.enum(MAP_SEARCH_SOURCES),
            }),
            503: errorEnvelopeSchema,
          },
        },
      },
      async (_request, reply) => {
        if (!(await readiness.isReady())) {
          throw new ServiceUnavailableError('The database is not reachable.');
        }
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const, mapSearch };
      },
    );
  };
}
