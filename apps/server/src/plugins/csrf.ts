import { REQUEST_HEADERS } from '@aviation-permits/domain/http';
import fastifyCsrfProtection from '@fastify/csrf-protection';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { InvalidCsrfTokenError } from '../errors/http-errors.js';
import { csrfBindingOf } from '../platform/sessions/portal-cookies.js';
import { claimedOriginOf, isPortalOrigin } from './request-origin.js';

// CSRF protection with a secret kept in a signed, HttpOnly cookie (@fastify/csrf-protection with
// @fastify/cookie), so no server instance holds state. The client asks GET /login-service/csrf-token
// and sends the token in `x-csrf-token` on every state-changing call. A wrong or missing token is
// answered 403 INVALID CSRF TOKEN by the error handler (SEC-4).
// - The token is bound to the session (csrfBindingOf: the session's id, '' when signed out), so a
//   token from one session fails in another; after a sign-in or sign-out the client fetches a
//   fresh one (the web pipeline retries once with a fresh token on this 403).
// - A call that says where it comes from (Origin, or Referer without Origin) must come from the
//   portal's own origin; one that says nothing (no browser sends such a call) is judged by the
//   token alone.

const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CsrfTokensOptions {
  /** The secret cookie's name (platform/sessions/portal-cookies.ts, `__Host-` outside development). */
  cookieName: string;
  secureCookie: boolean;
  /** Signs the session binding into each token (derived from APP_SECRET). */
  bindingKey: string;
}

/** Decorates every reply with `generateCsrf()`; registered once, at the root. */
export const csrfTokensPlugin = fp<CsrfTokensOptions>(
  async (app, { cookieName, secureCookie, bindingKey }) => {
    await app.register(fastifyCsrfProtection, {
      sessionPlugin: '@fastify/cookie',
      cookieKey: cookieName,
      csrfOpts: { userInfo: true, hmacKey: bindingKey },
      getUserInfo: csrfBindingOf,
      cookieOpts: {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookie,
        signed: true,
      },
      // Only the header: a token in a form body or query could be planted by another site.
      getToken: (request) => {
        const token = request.headers[REQUEST_HEADERS.csrfToken];
        return typeof token === 'string' ? token : undefined;
      },
    });
  },
  { name: 'csrf-tokens', dependencies: ['@fastify/cookie'] },
);

/**
 * Registered inside the service scope: checks the origin and the token on every state-changing
 * call. `publicOrigin` is PUBLIC_BASE_URL's origin; absent, the request's own host is the portal's.
 */
export const csrfCheckPlugin = fp<{ publicOrigin: string | undefined }>(
  async (app: FastifyInstance, { publicOrigin }) => {
    app.addHook('onRequest', (request, reply, done) => {
      if (!STATE_CHANGING_METHODS.has(request.method)) return done();
      const claimed = claimedOriginOf(request);
      if (claimed !== undefined && !isPortalOrigin(claimed, request, publicOrigin)) {
        return done(new InvalidCsrfTokenError());
      }
      app.csrfProtection(request, reply, done);
    });
  },
  { name: 'csrf-check', dependencies: ['csrf-tokens'] },
);
