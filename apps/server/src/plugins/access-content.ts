import { REDIRECT_PATHS, REQUEST_HEADERS, RESPONSE_HEADERS } from '@aviation-permits/domain/http';
import fp from 'fastify-plugin';
import { InvalidAccessContentError } from '../errors/http-errors.js';
import type { AccessContentTokens } from '../security/access-content-token.js';

// Registered inside the service scope: every call under the five service base paths must carry a
// valid access-content token, and every answer to such a call carries a fresh one. Full-page
// redirects (REDIRECT_PATHS) are browser navigations that cannot send headers, so they are exempt.

declare module 'fastify' {
  interface FastifyRequest {
    /** True once the request showed a valid token; only then does the answer carry a new one. */
    accessContentAccepted: boolean;
  }
}

const EXEMPT_PATHS: ReadonlySet<string> = new Set(Object.values(REDIRECT_PATHS));

function pathOf(url: string): string {
  const queryStart = url.indexOf('?');
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

export const accessContentPlugin = fp<{ tokens: AccessContentTokens }>(
  async (app, { tokens }) => {
    app.decorateRequest('accessContentAccepted', false);

    app.addHook('onRequest', async (request) => {
      if (EXEMPT_PATHS.has(pathOf(request.url))) return;
      const token = request.headers[REQUEST_HEADERS.accessContent];
      if (typeof token !== 'string' || !tokens.isValid(token)) {
        throw new InvalidAccessContentError();
      }
      request.accessContentAccepted = true;
    });

    // A refused request gets no new token: otherwise a refusal would hand out the pass it lacked.
    app.addHook('onSend', async (request, reply) => {
      if (request.accessContentAccepted) {
        reply.header(RESPONSE_HEADERS.accessContent, tokens.issue());
      }
    });
  },
  { name: 'access-content' },
);
