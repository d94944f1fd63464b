import type { FastifyRequest } from 'fastify';

// SEC-11. The tight limits of calls that need a signed-in session (profile submission, uploads)
// count per account, not per client address: the people of one office or agency share one
// address, and a count by address would let one of them (or a script among them) lock the others
// out. A call without a session never reaches its handler (401), so it counts by address.

/** A route's `config.rateLimit`: at most `max` calls per account in `timeWindowMs`. */
export function perAccountLimit(max: number, timeWindowMs: number) {
  return {
    max,
    timeWindow: timeWindowMs,
    keyGenerator: (request: FastifyRequest) =>
      request.portalSession
        ? `account:${request.portalSession.accountId}`
        : `address:${request.ip}`,
  };
}
