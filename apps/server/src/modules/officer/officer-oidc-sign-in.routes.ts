import {
  OFFICER_OIDC_ERROR_PARAMETER,
  OFFICER_OIDC_PATHS,
  OFFICER_PAGE_PATHS,
  type OfficerOidcErrorCode,
} from '@aviation-permits/domain/officer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OfficerSessionService } from '../../platform/officer-sessions/officer-session.service.js';
import type { OfficerIdentityPort } from '../../platform/ports/officer-identity.js';
import { auditOriginOf } from './audit-origin.js';
import type { OfficerOidcSignInService } from './officer-oidc-sign-in.service.js';

// The officers' sign-in through the authority's provider (OFF-59, OFF-60), served instead of the
// e-mail code and authenticator calls when OFFICER_SIGN_IN=oidc. Browser navigations, outside the
// service pipeline like Singpass's: start → 302 to the provider; callback → officer session →
// 302 to the console; any failure or refusal → 302 to the sign-in page with ?error=<code>, which
// the page explains. Nothing here answers a 5xx for what the provider or the browser sends.

export interface OfficerOidcSignInRoutesDependencies {
  identity: OfficerIdentityPort;
  signIn: OfficerOidcSignInService;
  officerSessions: OfficerSessionService;
}

function signInPageWith(code: OfficerOidcErrorCode): string {
  return `${OFFICER_PAGE_PATHS.login}?${new URLSearchParams({ [OFFICER_OIDC_ERROR_PARAMETER]: code })}`;
}

export function officerOidcSignInRoutes(
  dependencies: OfficerOidcSignInRoutesDependencies,
): FastifyPluginAsyncZod {
  const { identity, signIn, officerSessions } = dependencies;
  const tags = ['officer sign-in'];
  return async (app) => {
    app.get(
      OFFICER_OIDC_PATHS.authorize,
      {
        schema: { tags, summary: "Starts an officer's sign-in at the authority's provider (302)" },
      },
      async (request, reply) => {
        const started = await identity.begin(request, reply);
        if ('failed' in started) return reply.redirect(signInPageWith(started.failed));
        return reply.redirect(started.url.href);
      },
    );

    app.get(
      OFFICER_OIDC_PATHS.callback,
      { schema: { tags, summary: "The authority's provider's callback for officers (302)" } },
      async (request, reply) => {
        const verified = await identity.complete(request, reply);
        if ('failed' in verified) return reply.redirect(signInPageWith(verified.failed));
        const outcome = await signIn.signIn(verified.email, {
          previous: request.officerSession,
          origin: auditOriginOf(request),
        });
        if ('refused' in outcome) {
          request.log.warn({ refused: outcome.refused }, 'Officer sign-in through OIDC refused');
          return reply.redirect(signInPageWith(outcome.refused));
        }
        officerSessions.setCookie(reply, outcome.token);
        return reply.redirect(OFFICER_PAGE_PATHS.home);
      },
    );
  };
}
