import { SERVICE_BASE_PATHS, type ServiceName } from '@aviation-permits/domain/http';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HumanCheckService } from '../platform/human-check/human-check.service.js';
import type { ServiceRoutes } from '../platform/portal-module.js';
import type { AccessContentTokens } from '../security/access-content-token.js';
import { accessContentPlugin } from './access-content.js';
import { csrfCheckPlugin } from './csrf.js';
import { humanCheckPlugin } from './human-check.js';
import { rateLimitPlugin, type RateLimitPluginOptions } from './rate-limit.js';

// The five service base paths (OPS-1), each a Fastify plugin with its prefix, inside one
// scope that applies the request pipeline of the protocol to all of them: access-content token,
// CSRF on state-changing calls, rate limit, and the human check where a route asks for it.
// Everything outside this scope (the web app, /healthz, /api-docs, /dev) is untouched by it.

export interface ServicesPluginOptions {
  /** What the modules contribute under each service (platform/build-modules.ts). */
  routes: ServiceRoutes;
  accessContent: AccessContentTokens;
  humanCheck: HumanCheckService;
  rateLimit: RateLimitPluginOptions;
  /** PUBLIC_BASE_URL's origin, which state-changing calls must come from; absent: the request's host. */
  publicOrigin: string | undefined;
  /** Registered inside the pipeline with absolute paths; tests use it for probe routes. */
  extraRoutes?: FastifyPluginAsyncZod | undefined;
}

export const servicesPlugin: FastifyPluginAsync<ServicesPluginOptions> = async (app, options) => {
  await app.register(accessContentPlugin, { tokens: options.accessContent });
  await app.register(csrfCheckPlugin, { publicOrigin: options.publicOrigin });
  await app.register(rateLimitPlugin, options.rateLimit);
  await app.register(humanCheckPlugin, { humanCheck: options.humanCheck });

  // Answers about a person's session and data must not be kept by browsers or proxies.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  for (const [service, prefix] of Object.entries(SERVICE_BASE_PATHS) as [ServiceName, string][]) {
    await app.register(
      async (serviceApp) => {
        for (const routes of options.routes[service]) await serviceApp.register(routes);
      },
      { prefix },
    );
  }
  if (options.extraRoutes) await app.register(options.extraRoutes);
};
