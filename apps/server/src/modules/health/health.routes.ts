import { OPERATIONAL_PATHS, errorEnvelopeSchema } from '@aviation-permits/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ServiceUnavailableError } from '../../errors/http-errors.js';
import type { ReadinessProbe } from './readiness-probe.js';

// For load balancers and orchestrators: no access-content token, and "healthy" means the
// database answers, since no request can be served without it (OPS-16). The answer comes from the
// readiness probe, which asks the database at most once a second (PERF-6).

export function healthRoutes(readiness: ReadinessProbe): FastifyPluginAsyncZod {
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
      async (_request, reply) => {
        if (!(await readiness.isReady())) {
          throw new ServiceUnavailableError('The database is not reachable.');
        }
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const };
      },
    );
  };
}
