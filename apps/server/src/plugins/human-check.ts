import { REQUEST_HEADERS } from '@aviation-permits/domain/http';
import fp from 'fastify-plugin';
import { InvalidHumanCheckError } from '../errors/http-errors.js';
import type { HumanCheckService } from '../platform/human-check/human-check.service.js';

// Routes that need the human check say so in their config (`config: { humanCheck: true }`); the
// request must then carry a solved challenge in `x-human-check`, or it is answered 403 INVALID RC
// TOKEN. Registered inside the service scope.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Require a solved, unused human-check challenge on this route. */
    humanCheck?: boolean;
  }
}

export const humanCheckPlugin = fp<{ humanCheck: HumanCheckService }>(
  async (app, { humanCheck }) => {
    // After validation, so a request with a bad body does not use up the solved challenge.
    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.config.humanCheck !== true) return;
      const payload = request.headers[REQUEST_HEADERS.humanCheck];
      const passed = await humanCheck.redeem(typeof payload === 'string' ? payload : undefined);
      if (!passed) throw new InvalidHumanCheckError();
    });
  },
  { name: 'human-check' },
);
