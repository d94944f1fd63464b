// Whether an error means the database could not be reached, rather than that a query was wrong
// (OPS-52): PostgreSQL restarting or failing over, its connections cut. Such a request did not
// happen (PostgreSQL rolls back the transaction it was in), so the caller may send it again.

/** The socket failed: nothing listens, the connection was cut, or it never answered. */
const SOCKET_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * SQLSTATEs of a server going away or not there yet: 57P01 admin_shutdown (a fast shutdown ends
 * the session), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down);
 * class 08 is the connection exceptions.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);

/** node-postgres's words for a connection that ended under a query. */
const CONNECTION_ENDED = /^Connection terminated/;

/** How deep to follow `cause` (drizzle wraps the driver's error) and AggregateError's errors. */
const MAX_DEPTH = 4;

function describesUnavailable(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (SOCKET_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
  if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  return error instanceof Error && CONNECTION_ENDED.test(error.message);
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > MAX_DEPTH) return false;
  if (describesUnavailable(error)) return true;
  const inner = [
    ...('cause' in error ? [error.cause] : []),
    ...(error instanceof AggregateError ? error.errors : []),
  ];
  return inner.some((cause) => isDatabaseUnavailable(cause, depth + 1));
}
