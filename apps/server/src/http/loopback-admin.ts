import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

// The loopback admin routes of the operators' commands (`npm run accounts`, `npm run officers`):
// how they reach a running server whose embedded PGlite database no second process may open. A
// call is admitted only from the same machine (the socket's own address, whatever X-Forwarded-For
// says) and with the token the server wrote, mode 0600, into DATA_DIR/admin-token at start.

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameToken(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function isLoopbackAdminRequest(request: FastifyRequest, adminToken: string): boolean {
  if (!LOOPBACK_ADDRESSES.has(request.socket.remoteAddress ?? '')) return false;
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') && sameToken(header.slice('Bearer '.length), adminToken);
}
