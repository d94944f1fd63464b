import { API_PATHS, csrfTokenResponseSchema } from '@aviation-permits/domain/http';
import { userSessionSchema } from '@aviation-permits/domain/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serviceRoutePath } from '../../http/service-route-path.js';
import type { SessionService } from '../../platform/sessions/session.service.js';
import { csrfBindingOf } from '../../platform/sessions/portal-cookies.js';
import { userSessionOf } from '../../platform/sessions/user-session-of.js';

// The login service's session calls: the status of the browser's session, logout and the CSRF
// token.

export function sessionRoutes(sessions: SessionService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      serviceRoutePath('login', API_PATHS.status),
      {
        schema: {
          tags: ['session'],
          summary: 'The current session: valid, superseded by a newer sign-in, or anonymous',
          response: { 200: userSessionSchema },
        },
      },
      async (request, reply) => {
        // A cookie whose session has ended is reported once, then forgotten.
        if (request.portalSessionEndReason !== null) sessions.clearCookie(reply);
        return userSessionOf(request);
      },
    );

    app.get(
      serviceRoutePath('login', API_PATHS.logout),
      {
        schema: {
          tags: ['session'],
          summary: 'Ends the current session and clears its cookie',
          response: { 204: z.undefined() },
        },
      },
      async (request, reply) => {
        await sessions.signOut(request, reply);
        return reply.status(204).send();
      },
    );

    app.get(
      serviceRoutePath('login', API_PATHS.sessionKeepAlive),
      {
        // The session plugin answers 401 when the session has ended, and records the activity.
        config: { requireSession: true },
        schema: {
          tags: ['session'],
          summary: 'Continue Session: confirms the session is still valid and keeps it alive',
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
      // SEC-4: bound to this browser's session (or to none), so it fails in any other.
      async (request, reply) => ({
        csrfToken: reply.generateCsrf({ userInfo: csrfBindingOf(request) }),
      }),
    );
  };
}
