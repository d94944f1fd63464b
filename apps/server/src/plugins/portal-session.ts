import fp from 'fastify-plugin';
import { UnauthorizedError } from '../errors/http-errors.js';
import {
  SESSION_COOKIE,
  type PortalSession,
  type SessionEndReason,
  type SessionService,
} from '../modules/session/session.service.js';

// Registered once at the root: every request learns its session from the `portal-session` cookie
// (request.portalSession, null when anonymous), and a route with `config: { requireSession: true }`
// is answered 401 '401 UNAUTHORIZED' without one.

declare module 'fastify' {
  interface FastifyRequest {
    /** The running session of this request; null for an anonymous visitor. */
    portalSession: PortalSession | null;
    /** Why the session of the request's cookie ended (SUPERSEDED, IDLE…); null if it did not. */
    portalSessionEndReason: SessionEndReason | null;
  }
  interface FastifyContextConfig {
    /** Answer 401 unless the request has a running session. */
    requireSession?: boolean;
  }
}

export const portalSessionPlugin = fp<{ sessions: SessionService }>(
  async (app, { sessions }) => {
    app.decorateRequest('portalSession', null);
    app.decorateRequest('portalSessionEndReason', null);

    app.addHook('onRequest', async (request) => {
      const lookup = await sessions.lookUp(request.cookies[SESSION_COOKIE]);
      if (lookup.state === 'running') request.portalSession = lookup.session;
      if (lookup.state === 'ended') request.portalSessionEndReason = lookup.reason;
    });

    // After the service pipeline's own checks (access content, CSRF, rate limit), before the body
    // is validated: an expired session hears 401 whatever it sent.
    app.addHook('preValidation', async (request) => {
      if (request.routeOptions.config.requireSession === true && !request.portalSession) {
        throw new UnauthorizedError();
      }
    });
  },
  { name: 'portal-session', dependencies: ['@fastify/cookie'] },
);
