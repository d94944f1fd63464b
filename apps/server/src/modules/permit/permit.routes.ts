import {
  PERMIT_API_PATHS,
  permitVerificationSchema,
  permitVerifyQuerySchema,
} from '@aviation-permits/domain/permit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceRoutePath } from '../../http/service-route-path.js';
import type { PermitService } from './permit.service.js';

// The public verification call the permit's QR code leads to (PRM-8, PRM-9): no session, inside
// the service pipeline, with a tighter limit than the flood limit, counted across instances, so
// guessing codes is slow as well as hopeless.

/** Look-ups per client address per minute: far above a person scanning permits. */
const VERIFY_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

export function permitVerifyRoutes(permits: PermitService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      serviceRoutePath('permits', PERMIT_API_PATHS.verify),
      {
        config: { rateLimit: VERIFY_RATE_LIMIT },
        schema: {
          tags: ['permit'],
          summary:
            "An issued permit's standing by its reference and code; the same answer for an unknown reference and a wrong code",
          querystring: permitVerifyQuerySchema,
          response: { 200: permitVerificationSchema },
        },
      },
      async (request) => permits.verify(request.query),
    );
  };
}
