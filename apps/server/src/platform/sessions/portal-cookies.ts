import type { FastifyRequest } from 'fastify';

// The names of the portal's own cookies, decided once from the one secure-cookie decision
// (PlatformContext.secureCookies). Outside plain-HTTP development they carry the `__Host-` prefix
// (SEC-3): browsers then accept them only when Secure, with Path=/ and no Domain, so neither a
// sibling subdomain nor a plain-HTTP page on the same host can plant or overwrite them (a planted
// session or CSRF secret is how fixation and CSRF-token attacks begin).

export interface PortalCookieNames {
  /** The session token (session.service.ts). */
  session: string;
  /** The signed CSRF secret (plugins/csrf.ts). */
  csrfSecret: string;
}

const BASE_NAMES: PortalCookieNames = { session: 'portal-session', csrfSecret: 'csrf-secret' };

/** Browsers keep Secure cookies off plain-HTTP localhost, which development serves. */
export function usesSecureCookies(environment: 'development' | 'test' | 'production'): boolean {
  return environment !== 'development';
}

export function portalCookieNames(secureCookies: boolean): PortalCookieNames {
  if (!secureCookies) return BASE_NAMES;
  return {
    session: `__Host-${BASE_NAMES.session}`,
    csrfSecret: `__Host-${BASE_NAMES.csrfSecret}`,
  };
}

/**
 * The binding of a signed-out browser. Not '': @fastify/csrf refuses an empty binding. Session ids
 * are SHA-256 hex, so no session can have this one.
 */
const SIGNED_OUT_BINDING = 'signed-out';

/**
 * What a CSRF token is bound to (SEC-4): the running session's id, or the signed-out binding, and
 * the officer session's id when there is one (OFF-5). A token minted in one session fails in
 * another, so a token that leaked before a sign-in (or from another person's session on a shared
 * machine) is worth nothing after it.
 */
export function csrfBindingOf(request: FastifyRequest): string {
  const binding = request.portalSession?.id ?? SIGNED_OUT_BINDING;
  return request.officerSession ? `${binding} officer:${request.officerSession.id}` : binding;
}
