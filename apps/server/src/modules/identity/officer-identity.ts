import { SIGN_IN_ERROR_CODES } from '@aviation-permits/domain/identity';
import type { FastifyRequest } from 'fastify';
import type { IDToken } from 'openid-client';
import type { OidcClient } from '../../adapters/identity/oidc-client.js';
import type {
  OfficerIdentityFailure,
  OfficerIdentityPort,
} from '../../platform/ports/officer-identity.js';
import { UnusableClaimsError } from './identity-claims.js';
import { callbackUrlOf, signedCookieValue, stateCookieOptions } from './identity.routes.js';
import { createOidcRoundTrip } from './identity.service.js';
import type { OidcTransactionRepository } from './oidc-transaction.repository.js';
import { toSignInFailure } from './sign-in-failure.js';

// The officers' round trip through the authority's provider (OFF-59, OFF-60), served to the officer
// module as its officerIdentity port: the same round trip as Singpass's (state cookie, PKCE, nonce,
// the one-use transaction, the ID token's signature, issuer, audience, nonce and expiry), which
// answers the e-mail address the provider vouches for. Which officer that is, if any, is the officer
// module's to decide.

const PROVIDER = 'officer';
const STATE_COOKIE = 'oidc_state_officer';

/**
 * The officer's address from the verified ID token: the claim the configuration names (`email` by
 * default), refused when the provider says it has not verified it.
 */
export function officerEmailOf(claims: IDToken, emailClaim: string): string {
  const value = claims[emailClaim];
  if (typeof value !== 'string' || !value.includes('@')) {
    throw new UnusableClaimsError(`the ID token has no e-mail address in its ${emailClaim} claim`);
  }
  if (claims.email_verified === false) {
    throw new UnusableClaimsError('the provider has not verified the e-mail address');
  }
  return value.trim();
}

export interface OfficerIdentityOptions {
  client: () => Promise<OidcClient>;
  emailClaim: string;
  transactions: OidcTransactionRepository;
  now: () => Date;
  /** Secure cookies outside development (they need https). */
  secureCookie: boolean;
  /** The portal's origin as browsers reach it; the callback is rebuilt on it. */
  publicBaseUrl: string;
}

export function createOfficerIdentity(options: OfficerIdentityOptions): OfficerIdentityPort {
  const roundTrip = createOidcRoundTrip<typeof PROVIDER, string>({
    clientFor: options.client,
    identityOf: (_provider, claims) => officerEmailOf(claims, options.emailClaim),
    transactions: options.transactions,
    now: options.now,
  });

  /** The failure's code for the sign-in page; its cause goes to the log only. */
  function failureOf(request: FastifyRequest, error: unknown): OfficerIdentityFailure {
    const failure = toSignInFailure(error);
    request.log.warn({ err: failure.cause, provider: PROVIDER }, failure.message);
    // MyInfo's own refusal never comes of an officer's round trip.
    const { code } = failure;
    return {
      failed:
        code === SIGN_IN_ERROR_CODES.myinfoNotAllowed ? SIGN_IN_ERROR_CODES.providerError : code,
    };
  }

  return {
    async begin(request, reply) {
      try {
        const { url, state } = await roundTrip.begin(PROVIDER);
        reply.setCookie(STATE_COOKIE, state, stateCookieOptions(options.secureCookie));
        return { url };
      } catch (error) {
        return failureOf(request, error);
      }
    },

    async complete(request, reply) {
      reply.clearCookie(STATE_COOKIE, { path: '/' });
      try {
        const email = await roundTrip.complete(PROVIDER, {
          url: callbackUrlOf(request, options.publicBaseUrl),
          browserState: signedCookieValue(request, STATE_COOKIE),
        });
        return { email };
      } catch (error) {
        return failureOf(request, error);
      }
    },
  };
}
