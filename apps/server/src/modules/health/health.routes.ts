import { OPERATIONAL_PATHS, errorEnvelopeSchema } from '@aviation-permits/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ServiceUnavailableError } from '../../errors/http-errors.js';
import type { HealthRepository } from './health.repository.js';

// For load balancers and orchestrators: no access-content token, and "healthy" means the
// database answers, since no request can be served without it.

export function healthRoutes(health: HealthRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      OPERATIONAL_PATHS.health,
      {
        schema: {
          tags: ['operations'],
          summary: 'Liveness and database reachability',
          security: [],
          response: { 200: z.object({ status: z.literal('ok') }), 503: errorEnvelopeSchema },
        },
      },
      async (request, reply) => {
        try {
          await health.ping();
        } catch (error) {
          request.log.error({ err: error }, 'Health check: database unreachable');
          throw new ServiceUnavailableError('The database is not reachable.');
        }
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const };
      },
    );
  };
}
