import { REQUEST_HEADERS } from '@aviation-permits/domain';
import fastifyCsrfProtection from '@fastify/csrf-protection';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// CSRF protection with a secret kept in a signed, HttpOnly cookie (@fastify/csrf-protection with
// @fastify/cookie), so no server instance holds state. The client asks GET /login-service/csrf-token
// once and sends the token in `x-csrf-token` on every state-changing call. A wrong or missing
// token is answered 403 INVALID CSRF TOKEN by the error handler.

const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Decorates every reply with `generateCsrf()`; registered once, at the root. */
export const csrfTokensPlugin = fp<{ secureCookie: boolean }>(
  async (app, { secureCookie }) => {
    await app.register(fastifyCsrfProtection, {
      sessionPlugin: '@fastify/cookie',
      cookieKey: 'csrf-secret',
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

/** Registered inside the service scope: checks the token on every state-changing call. */
export const csrfCheckPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      if (!STATE_CHANGING_METHODS.has(request.method)) return done();
      app.csrfProtection(request, reply, done);
    });
  },
  { name: 'csrf-check', dependencies: ['csrf-tokens'] },
);
