import { officerMayEnter, type OfficerRequirement } from '@aviation-permits/domain/officer';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../errors/http-errors.js';
import type {
  OfficerSession,
  OfficerSessionEndReason,
  OfficerSessionService,
} from '../platform/officer-sessions/officer-session.service.js';

// Registered once at the root, beside the applicants' session plugin and apart from it (OFF-5):
// every request learns its officer session from the officer cookie only (request.officerSession),
// and a route with `config: { requireOfficer: … }` (OfficerRequirement in the domain) is answered
// 401 without an officer session, and 403 FORBIDDEN to an applicant's session or to an officer
// session the requirement does not admit (signing in, or not a supervisor). The applicants' plugin
// never reads the officer cookie, so an officer session never counts as an applicant's.

declare module 'fastify' {
  interface FastifyRequest {
    /** The running officer session of this request; null when there is none. */
    officerSession: OfficerSession | null;
    /** Why the session of the request's officer cookie ended; null if it did not. */
    officerSessionEndReason: OfficerSessionEndReason | null;
  }
  interface FastifyContextConfig {
    /** Who may call this officer route (OFF-5, OFF-7). */
    requireOfficer?: OfficerRequirement;
  }
}

export const officerSessionPlugin = fp<{ officerSessions: OfficerSessionService }>(
  async (app, { officerSessions }) => {
    app.decorateRequest('officerSession', null);
    app.decorateRequest('officerSessionEndReason', null);

    app.addHook('onRequest', async (request) => {
      const token = request.cookies[officerSessions.cookieName];
      if (token === undefined) return;
      const lookup = await officerSessions.lookUp(token);
      if (lookup.state === 'running') request.officerSession = lookup.session;
      if (lookup.state === 'ended') request.officerSessionEndReason = lookup.reason;
    });

    // After the service pipeline's own checks, before the body is validated (as requireSession).
    app.addHook('preValidation', async (request) => {
      const requirement = request.routeOptions.config.requireOfficer;
      if (requirement === undefined) return;
      const session = request.officerSession;
      if (session === null) {
        if (request.portalSession !== null) throw new ForbiddenError();
        throw new UnauthorizedError();
      }
      if (!officerMayEnter(requirement, { stage: session.stage, role: session.officer.role })) {
        throw new ForbiddenError();
      }
    });
  },
  { name: 'officer-session', dependencies: ['@fastify/cookie', 'portal-session'] },
);
