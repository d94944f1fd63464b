import { IDENTITY_CALLBACK_PATHS } from '@aviation-permits/domain/identity';
import { REDIRECT_PATHS } from '@aviation-permits/domain/http';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  callbackUrlOf,
  loginErrorLocation,
  signedCookieValue,
  stateCookieOptions,
} from './identity.routes.js';
import type { MyinfoService } from './myinfo.service.js';
import { toSignInFailure } from './sign-in-failure.js';

// "Retrieve Myinfo" on the profile form: browser navigations like the Singpass sign-in (outside the
// service pipeline). Start → 302 to MyInfo; callback → profile filled → 302 to /profile; any
// refusal or failure → 302 to /login?error=<code>, whose page explains it.

export interface MyinfoRoutesOptions {
  myinfo: MyinfoService;
  /** Secure cookies outside development (they need https). */
  secureCookie: boolean;
  /** The portal's origin as browsers reach it; the callback is rebuilt on it. */
  publicBaseUrl: string;
}

const STATE_COOKIE = 'oidc_state_myinfo';

export function myinfoRoutes(options: MyinfoRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      REDIRECT_PATHS.myinfo,
      { schema: { tags: ['identity'], summary: 'Starts filling the profile from MyInfo (302)' } },
      async (request, reply) => {
        try {
          const { url, state } = await options.myinfo.begin(request.portalSession);
          reply.setCookie(STATE_COOKIE, state, stateCookieOptions(options.secureCookie));
          return reply.redirect(url.href);
        } catch (error) {
          const failure = toSignInFailure(error);
          request.log.warn({ err: failure.cause, provider: 'myinfo' }, failure.message);
          return reply.redirect(loginErrorLocation(failure.code));
        }
      },
    );

    app.get(
      IDENTITY_CALLBACK_PATHS.myinfo,
      { schema: { tags: ['identity'], summary: 'The MyInfo callback (302)' } },
      async (request, reply) => {
        reply.clearCookie(STATE_COOKIE, { path: '/' });
        try {
          await options.myinfo.complete(request.portalSession, {
            url: callbackUrlOf(request, options.publicBaseUrl),
            browserState: signedCookieValue(request, STATE_COOKIE),
          });
        } catch (error) {
          const failure = toSignInFailure(error);
          request.log.warn({ err: failure.cause, provider: 'myinfo' }, failure.message);
          return reply.redirect(loginErrorLocation(failure.code));
        }
        return reply.redirect(ROUTE_PATHS.profile);
      },
    );
  };
}
