import { SIGN_IN_ERROR_CODES } from '@aviation-permits/domain/identity';
import type { IDToken } from 'openid-client';
import type { OidcClient } from '../../adapters/identity/oidc-client.js';
import type { VerifiedIdentity } from '../../platform/sessions/session.service.js';
import { corppassIdentity, singpassIdentity } from './identity-claims.js';
import type { OidcTransactionRepository } from './oidc-transaction.repository.js';
import { SignInFailure, toSignInFailure } from './sign-in-failure.js';

// The Singpass and Corppass sign-in workflow, and the officers' through the authority's provider
// (officer-identity.ts): start (remember the sign-in's secrets under its state, send the browser to
// the provider) and finish (take the secrets back exactly once, let the OIDC client verify the
// answer, read who signed in). Sessions are the session service's and the officer module's job.

export type IdentityProvider = 'singpass' | 'corppass';

/** How long a person may take at the provider before the sign-in is void. */
export const SIGN_IN_TRANSACTION_TTL_MS = 10 * 60 * 1000;

const IDENTITY_OF: Record<IdentityProvider, typeof singpassIdentity> = {
  singpass: singpassIdentity,
  corppass: corppassIdentity,
};

/** One provider's round trip, whatever its ID token's claims stand for. */
export interface OidcRoundTrip<Provider extends string, Identity> {
  /** The provider's authorization URL and the state the browser must come back with. */
  begin(provider: Provider): Promise<{ url: URL; state: string }>;
  /** Verifies the callback; throws a SignInFailure with the code for the login page. */
  complete(
    provider: Provider,
    callback: { url: URL; browserState: string | undefined },
  ): Promise<Identity>;
}

export type IdentityService = OidcRoundTrip<IdentityProvider, VerifiedIdentity>;

interface OidcRoundTripDependencies<Provider extends string, Identity> {
  clientFor(provider: Provider): Promise<OidcClient>;
  /** Who signed in, from the verified ID token; throws UnusableClaimsError when it cannot tell. */
  identityOf(provider: Provider, claims: IDToken): Identity;
  transactions: OidcTransactionRepository;
  now: () => Date;
}

export type IdentityServiceDependencies = Omit<
  OidcRoundTripDependencies<IdentityProvider, VerifiedIdentity>,
  'identityOf'
>;

export function createOidcRoundTrip<Provider extends string, Identity>(
  dependencies: OidcRoundTripDependencies<Provider, Identity>,
): OidcRoundTrip<Provider, Identity> {
  const { transactions, now } = dependencies;
  return {
    async begin(provider) {
      try {
        const client = await dependencies.clientFor(provider);
        const { url, secrets } = await client.startAuthorization();
        const expiresAt = new Date(now().getTime() + SIGN_IN_TRANSACTION_TTL_MS);
        await transactions.save({ ...secrets, provider, returnTo: null }, expiresAt);
        return { url, state: secrets.state };
      } catch (error) {
        throw toSignInFailure(error);
      }
    },

    async complete(provider, callback) {
      const state = callback.url.searchParams.get('state');
      // The state must be one this browser started (its cookie) and one the portal remembers:
      // a callback link forged by someone else, replayed or expired goes no further.
      if (!state || state !== callback.browserState) {
        throw new SignInFailure(SIGN_IN_ERROR_CODES.stateMismatch);
      }
      const transaction = await transactions.take(provider, state, now());
      if (!transaction) throw new SignInFailure(SIGN_IN_ERROR_CODES.stateMismatch);
      try {
        const client = await dependencies.clientFor(provider);
        const claims = await client.finishAuthorization(callback.url, transaction);
        return dependencies.identityOf(provider, claims);
      } catch (error) {
        throw toSignInFailure(error);
      }
    },
  };
}

export function createIdentityService(dependencies: IdentityServiceDependencies): IdentityService {
  return createOidcRoundTrip({
    ...dependencies,
    identityOf: (provider, claims) => IDENTITY_OF[provider](claims),
  });
}
