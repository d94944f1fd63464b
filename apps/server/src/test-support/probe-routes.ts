import { SERVICE_BASE_PATHS } from '@aviation-permits/domain/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Routes that exist only in tests, registered inside the service pipeline through buildApp's
// `extraServiceRoutes`, to exercise what no real route of this issue does yet (a body to
// validate, a crash, a human-check-protected call, a tighter rate limit).

export const PROBE_PATHS = {
  echo: `${SERVICE_BASE_PATHS.permits}/probe/echo`,
  failure: `${SERVICE_BASE_PATHS.permits}/probe/failure`,
  humanOnly: `${SERVICE_BASE_PATHS.login}/probe/human-only`,
  tightlyLimited: `${SERVICE_BASE_PATHS.login}/probe/tightly-limited`,
  sessionOnly: `${SERVICE_BASE_PATHS.account}/probe/session-only`,
  activeOnly: `${SERVICE_BASE_PATHS.permits}/probe/active-only`,
} as const;

/** What the crashing route throws; it must never reach the caller. */
export const INTERNAL_FAILURE_MESSAGE = 'connection to 10.0.0.7:5432 failed for user portal_admin';

export const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: ['POST', 'PUT', 'PATCH', 'DELETE'],
    url: PROBE_PATHS.echo,
    schema: {
      body: z.object({
        applicant: z.object({ name: z.string().min(1, 'Name is mandatory.') }),
        units: z.number().int('should be a number without decimal places'),
      }),
    },
    handler: async (request) => request.body,
  });

  app.get(PROBE_PATHS.failure, async () => {
    throw new Error(INTERNAL_FAILURE_MESSAGE);
  });

  app.post(PROBE_PATHS.humanOnly, { config: { humanCheck: true } }, async () => ({
    passed: true,
  }));

  app.get(
    PROBE_PATHS.tightlyLimited,
    { config: { rateLimit: { max: 2, timeWindow: 60_000 } } },
    async () => ({ passed: true }),
  );

  app.get(PROBE_PATHS.sessionOnly, { config: { requireSession: true } }, async (request) => ({
    accountId: request.portalSession?.accountId,
  }));

  app.get(
    PROBE_PATHS.activeOnly,
    { config: { requireSession: true, requireStatus: 'ACTIVE' } },
    async (request) => ({ accountId: request.portalSession?.accountId }),
  );
};
