import type { FastifyRequest } from 'fastify';

// SEC-4: where a state-changing call says it comes from. Browsers send Origin on every
// cross-origin request and on same-origin POST, PUT, PATCH and DELETE; Referer stands in where a
// browser or a privacy setting leaves Origin out. Neither is sent by non-browser clients (tests,
// scripts, monitors), which no other site can make act for a signed-in person: those calls are
// judged by the CSRF token alone.

/** Origin, else the Referer's origin; undefined when the request carries neither. */
export function claimedOriginOf(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin;
  const referer = request.headers.referer;
  if (referer === undefined) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    // An unreadable Referer is a claim that fails the check below, not an absent one.
    return 'null';
  }
}

/**
 * Whether `claimed` is the portal's own origin: PUBLIC_BASE_URL's origin when it is set, else the
 * host the request was sent to (its Host header, or X-Forwarded-Host behind a trusted proxy).
 * `null` (sandboxed frames, some redirects) and anything unparsable is another origin.
 */
export function isPortalOrigin(
  claimed: string,
  request: FastifyRequest,
  publicOrigin: string | undefined,
): boolean {
  let origin: URL;
  try {
    origin = new URL(claimed);
  } catch {
    return false;
  }
  if (publicOrigin !== undefined) return origin.origin === publicOrigin;
  try {
    // Read through URL too, so a default port (localhost:80) compares equal to its absence.
    return new URL(`${origin.protocol}//${request.host}`).host === origin.host;
  } catch {
    return false;
  }
}
