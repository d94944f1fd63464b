import { SIGN_IN_ERROR_CODES, type SignInErrorCode } from '@aviation-permits/domain/identity';
import * as oidc from 'openid-client';
import { ProviderUnavailableError } from '../../adapters/identity/oidc-client.js';
import { UnusableClaimsError } from './identity-claims.js';

// Every way a Singpass/Corppass/MyInfo sign-in can fail, reduced to the short code the login page
// explains. The cause is kept for the log, never shown to the user.

export class SignInFailure extends Error {
  constructor(
    readonly code: SignInErrorCode,
    cause?: unknown,
  ) {
    super(`Sign-in failed: ${code}`, { cause });
    this.name = 'SignInFailure';
  }
}

const PROVIDER_RESPONSE_CODES: readonly string[] = [
  'OAUTH_RESPONSE_IS_NOT_CONFORM',
  'OAUTH_RESPONSE_IS_NOT_JSON',
];

function codeOf(error: unknown): SignInErrorCode {
  if (error instanceof SignInFailure) return error.code;
  if (error instanceof ProviderUnavailableError) return SIGN_IN_ERROR_CODES.providerUnavailable;
  if (error instanceof oidc.AuthorizationResponseError) {
    return error.error === 'access_denied'
      ? SIGN_IN_ERROR_CODES.cancelled
      : SIGN_IN_ERROR_CODES.providerError;
  }
  if (
    error instanceof oidc.ResponseBodyError ||
    error instanceof oidc.WWWAuthenticateChallengeError
  ) {
    return SIGN_IN_ERROR_CODES.providerError;
  }
  // fetch() rejects with a TypeError when the provider cannot be reached.
  if (error instanceof TypeError) return SIGN_IN_ERROR_CODES.providerUnavailable;
  if (error instanceof oidc.ClientError && PROVIDER_RESPONSE_CODES.includes(error.code ?? '')) {
    return SIGN_IN_ERROR_CODES.providerError;
  }
  // Signature, decryption, nonce, audience, issuer, expiry, state and missing claims.
  if (error instanceof oidc.ClientError || error instanceof UnusableClaimsError) {
    return SIGN_IN_ERROR_CODES.invalidIdToken;
  }
  return SIGN_IN_ERROR_CODES.providerError;
}

export function toSignInFailure(error: unknown): SignInFailure {
  return error instanceof SignInFailure ? error : new SignInFailure(codeOf(error), error);
}
