import { ANONYMOUS_SESSION, type UserSession } from '@aviation-permits/domain/session';
import type { FastifyRequest } from 'fastify';

// The status call's answer (ACC-10) for a request.

export function userSessionOf(request: FastifyRequest): UserSession {
  const session = request.portalSession;
  if (session === null) {
    return {
      ...ANONYMOUS_SESSION,
      // The browser's session was ended by a newer sign-in of the same account elsewhere.
      foundMultipleSessions: request.portalSessionEndReason === 'SUPERSEDED',
    };
  }
  return {
    userSessionValid: true,
    foundMultipleSessions: false,
    status: session.account.status,
    // The proved address only: a Singpass or Corppass user's typed address shows once proved.
    email: session.account.email ?? session.account.provedEmail ?? '',
    spcpLogin: session.loginKind === 'SINGPASS' || session.loginKind === 'CORPPASS',
    fullName: session.account.fullName,
  };
}
