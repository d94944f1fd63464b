import type { OfficerOidcErrorCode } from '@aviation-permits/domain/officer';
import type { FastifyReply, FastifyRequest } from 'fastify';

// The officers' round trip through the authority's OpenID Connect provider (OFF-59, OFF-60), which
// the identity module owns with Singpass's and Corppass's: the state bound to the browser by a
// cookie, PKCE, nonce, the one-use transaction, the ID token's checks. The officer module decides
// what the verified address is worth (an active officer's, or no one's) and starts the session.

/** Why the round trip failed, for the sign-in page (the cause is logged, never shown). */
export type OfficerIdentityFailure = { failed: OfficerOidcErrorCode };

export interface OfficerIdentityPort {
  /** Binds a new sign-in to the browser (a cookie on `reply`); answers the provider's URL. */
  begin(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ url: URL } | OfficerIdentityFailure>;
  /** Verifies the provider's callback (and clears the cookie); answers the address it vouches for. */
  complete(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<{ email: string } | OfficerIdentityFailure>;
}
