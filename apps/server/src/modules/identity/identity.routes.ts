import {
  IDENTITY_CALLBACK_PATHS,
  JWKS_PATH,
  SIGN_IN_ERROR_PARAMETER,
  type SignInErrorCode,
} from '@aviation-permits/domain/identity';
import { REDIRECT_PATHS } from '@aviation-permits/domain/http';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PortalKeys } from '../../adapters/identity/portal-keys.js';
import type { SessionService, VerifiedIdentity } from '../../platform/sessions/session.service.js';
import {
  SIGN_IN_TRANSACTION_TTL_MS,
  type IdentityProvider,
  type IdentityService,
} from './identity.service.js';
import { toSignInFailure } from './sign-in-failure.js';

// Singpass and Corppass sign-in as browser navigations (outside the service pipeline: no
// access-content header on a full-page load): start → 302 to the provider; callback → session →
// 302 to '/', where the SPA's index redirect takes over; any failure → 302 to /login?error=<code>.
// The portal's public keys are published here too, for the providers (and MockPass) to fetch.

/** The part of the session service a sign-in needs. */
type SessionSignIn = Pick<SessionService, 'signIn'>;

export interface IdentityRoutesOptions {
  identity: IdentityService;
  sessions: SessionSignIn;
  keys: () => Promise<PortalKeys>;
  /** Secure cookies outside development (they need https). */
  secureCookie: boolean;
  /** The portal's origin as browsers reach it; callbacks are rebuilt on it. */
  publicBaseUrl: string;
}

const START_PATHS: Record<IdentityProvider, string> = {
  singpass: REDIRECT_PATHS.singpassAuthorize,
  corppass: REDIRECT_PATHS.corppassAuthRedirect,
};

/** Binds a sign-in to the browser that started it (login CSRF): the state, signed. */
function stateCookieName(provider: IdentityProvider): string {
  return `oidc_state_${provider}`;
}

export function loginErrorLocation(code: SignInErrorCode): string {
  return `/login?${new URLSearchParams({ [SIGN_IN_ERROR_PARAMETER]: code })}`;
}

/** The cookie that binds a round trip's state to the browser: signed, HttpOnly, Lax. */
export function stateCookieOptions(secure: boolean) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: SIGN_IN_TRANSACTION_TTL_MS / 1000,
  } as const;
}

/** The value of a signed cookie, or undefined when it is absent or its signature is wrong. */
export function signedCookieValue(request: FastifyRequest, name: string): string | undefined {
  const raw = request.cookies[name];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value !== null ? unsigned.value : undefined;
}

/** The URL the provider sent the browser to, rebuilt on the portal's public origin. */
export function callbackUrlOf(request: FastifyRequest, publicBaseUrl: string): URL {
  return new URL(request.url, `${publicBaseUrl}/`);
}

export function identityRoutes(options: IdentityRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    for (const provider of Object.keys(START_PATHS) as IdentityProvider[]) {
      const cookieName = stateCookieName(provider);

      app.get(
        START_PATHS[provider],
        { schema: { tags: ['identity'], summary: `Starts a ${provider} sign-in (302)` } },
        async (request, reply) => {
          try {
            const { url, state } = await options.identity.begin(provider);
            reply.setCookie(cookieName, state, stateCookieOptions(options.secureCookie));
            return reply.redirect(url.href);
          } catch (error) {
            const failure = toSignInFailure(error);
            request.log.warn({ err: failure.cause, provider }, failure.message);
            return reply.redirect(loginErrorLocation(failure.code));
          }
        },
      );

      app.get(
        IDENTITY_CALLBACK_PATHS[provider],
        { schema: { tags: ['identity'], summary: `The ${provider} callback (302)` } },
        async (request, reply) => {
          reply.clearCookie(cookieName, { path: '/' });
          let identity: VerifiedIdentity;
          try {
            identity = await options.identity.complete(provider, {
              url: callbackUrlOf(request, options.publicBaseUrl),
              browserState: signedCookieValue(request, cookieName),
            });
          } catch (error) {
            const failure = toSignInFailure(error);
            request.log.warn({ err: failure.cause, provider }, failure.message);
            return reply.redirect(loginErrorLocation(failure.code));
          }
          await options.sessions.signIn(reply, identity);
          return reply.redirect('/');
        },
      );
    }

    app.get(
      JWKS_PATH,
      { schema: { tags: ['identity'], summary: "The portal's public keys (JWKS)" } },
      async (_request, reply) => {
        const { jwks } = await options.keys();
        return reply.header('cache-control', 'public, max-age=300').send(jwks);
      },
    );
  };
}
