import { portalConfigSchema, type PortalConfig } from '@aviation-permits/domain/portal-config';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Outside production only: the Vite dev server fills its index.html from here. */
const DEV_PORTAL_CONFIG_PATH = '/dev/portal-config';

export function devPortalConfigRoutes(portalConfig: () => PortalConfig): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      DEV_PORTAL_CONFIG_PATH,
      { schema: { hide: true, response: { 200: portalConfigSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return portalConfig();
      },
    );
  };
}
