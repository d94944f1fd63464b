import type { FastifyRequest } from 'fastify';

// Where an officer's action came from, as the audit trail records it (OFF-8): the client address
// and the request's id, which the request log line of the same request carries too.

export interface AuditOrigin {
  clientAddress: string;
  requestId: string;
}

export function auditOriginOf(request: FastifyRequest): AuditOrigin {
  return { clientAddress: request.ip, requestId: String(request.id) };
}
