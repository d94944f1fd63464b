import type { FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../errors/http-errors.js';
import type { OfficerSession } from '../platform/officer-sessions/officer-session.service.js';

// The officer a route declared with `config: { requireOfficer }` acts for (OFF-5, OFF-7). The
// officer-session plugin has answered 401 or 403 before such a handler runs; this narrows the
// request's session for the handler, and answers 401 should a route forget its requirement.

export function signedInOfficer(request: FastifyRequest): OfficerSession {
  const session = request.officerSession;
  if (session === null) throw new UnauthorizedError();
  return session;
}
