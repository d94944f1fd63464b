import type { AccountStatus } from '@aviation-permits/domain/account';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../errors/http-errors.js';
import {
  type PortalSession,
  type SessionEndReason,
  type SessionService,
} from '../platform/sessions/session.service.js';

// Registered once at the root: every request learns its session from the session cookie
// (request.portalSession, null when anonymous), and a route with `config: { requireSession: true }`
// is answered 401 '401 UNAUTHORIZED' without one. A route with `config: { requireSession: true,
// requireStatus: 'ACTIVE' }` is also answered 403 FORBIDDEN for a signed-in user of another status
// (ROUTE-20: the dashboard's calls are for ACTIVE users, not only its hidden menu item).

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
    /**
     * Answer 403 FORBIDDEN unless the session's account has this status (401 without a session,
     * whether or not requireSession is set).
     */
    requireStatus?: AccountStatus;
  }
}

export const portalSessionPlugin = fp<{ sessions: SessionService }>(
  async (app, { sessions }) => {
    app.decorateRequest('portalSession', null);
    app.decorateRequest('portalSessionEndReason', null);

    app.addHook('onRequest', async (request) => {
      const lookup = await sessions.lookUp(request.cookies[sessions.cookieName]);
      if (lookup.state === 'running') request.portalSession = lookup.session;
      if (lookup.state === 'ended') request.portalSessionEndReason = lookup.reason;
    });

    // After the service pipeline's own checks (access content, CSRF, rate limit), before the body
    // is validated: an expired session hears 401 whatever it sent.
    app.addHook('preValidation', async (request) => {
      const { requireSession, requireStatus } = request.routeOptions.config;
      if (requireSession !== true && requireStatus === undefined) return;
      if (!request.portalSession) throw new UnauthorizedError();
      if (requireStatus !== undefined && request.portalSession.account.status !== requireStatus) {
        throw new ForbiddenError();
      }
    });
  },
  { name: 'portal-session', dependencies: ['@fastify/cookie'] },
);
