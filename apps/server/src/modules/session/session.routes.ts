import {
  ANONYMOUS_SESSION,
  API_PATHS,
  csrfTokenResponseSchema,
  userSessionSchema,
} from '@aviation-permits/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceRoutePath } from '../../http/service-route-path.js';

// The login service's session calls. Until sign-in exists (issue 3) every visitor is anonymous:
// the status call says so and logout has nothing to end.

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    serviceRoutePath('login', API_PATHS.status),
    {
      schema: {
        tags: ['session'],
        summary: 'The current session (anonymous until sign-in exists)',
        response: { 200: userSessionSchema },
      },
    },
    async () => ANONYMOUS_SESSION,
  );

  app.get(
    serviceRoutePath('login', API_PATHS.logout),
    {
      schema: {
        tags: ['session'],
        summary: 'Ends the current session',
        response: { 204: z.undefined() },
      },
    },
    async (_request, reply) => reply.status(204).send(),
  );

  app.get(
    serviceRoutePath('login', API_PATHS.csrfToken),
    {
      schema: {
        tags: ['session'],
        summary: 'A CSRF token for the x-csrf-token header (sets the secret cookie)',
        response: { 200: csrfTokenResponseSchema },
      },
    },
    async (_request, reply) => ({ csrfToken: reply.generateCsrf() }),
  );
};
