import { API_PATHS } from '@aviation-permits/domain/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceRoutePath } from '../../http/service-route-path.js';
import { humanCheckChallengeSchema } from '@aviation-permits/domain/http';
import type { HumanCheckService } from '../../platform/human-check/human-check.service.js';

export function humanCheckRoutes(humanCheck: HumanCheckService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      serviceRoutePath('login', API_PATHS.humanCheckChallenge),
      {
        schema: {
          tags: ['human check'],
          summary: 'A proof-of-work challenge for the x-human-check header (valid 5 minutes)',
          response: { 200: humanCheckChallengeSchema },
        },
      },
      () => humanCheck.createChallenge(),
    );
  };
}
