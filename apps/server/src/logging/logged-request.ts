import type { FastifyRequest } from 'fastify';

// SEC-18: what a log line says of a request. The query string carries what people typed or
// clicked (searched places, points, postal codes) and the sign-in callbacks' `code` and `state`,
// so a line names the path and only the parameters below, whose values are the portal's own
// choices (a category, a page size, OneMap's fixed flags), never a person's.

const HARMLESS_PARAMETERS = new Set([
  'category',
  'pageSize',
  'pageNum',
  'returnGeom',
  'getAddrDetails',
  'buffer',
  'addressType',
  'from',
  'cancelled',
]);
/** A harmless parameter still carries what the caller sent: only a short word is logged. */
const HARMLESS_VALUE = /^[\w-]{1,32}$/;

/** The request's path with its harmless parameters, for the log. */
function loggedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(url.slice(queryStart + 1))) {
    if (HARMLESS_PARAMETERS.has(name) && HARMLESS_VALUE.test(value)) kept.append(name, value);
  }
  const query = kept.toString();
  return `${url.slice(0, queryStart)}${query === '' ? '' : `?${query}`}`;
}

/** pino's `req` serializer: Fastify's own fields, with the URL as loggedUrl gives it. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
