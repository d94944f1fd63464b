// Singpass, Corppass and MyInfo sign-ins are browser navigations (REDIRECT_PATHS start them).
// The provider sends the browser back to a callback; the portal then redirects to '/' or, when
// something went wrong, to `/login?error=<code>` with one of the codes below, which the login
// page explains to the user.

/** Where the providers send the browser back (the redirect URIs registered with them). */
export const IDENTITY_CALLBACK_PATHS = {
  singpass: '/mta-login-service/v1/callback',
  corppass: '/auth-service/v1/corppass/callback',
  myinfo: '/auth-service/v1/myinfo/callback',
} as const;

/** The portal's public keys (client-assertion signing, ID-token encryption). */
export const JWKS_PATH = '/.well-known/jwks.json';

export const SIGN_IN_ERROR_CODES = {
  /** The provider could not be reached or is misconfigured. */
  providerUnavailable: 'provider-unavailable',
  /** The user cancelled at the provider (access_denied). */
  cancelled: 'cancelled',
  /** The provider answered with an error. */
  providerError: 'provider-error',
  /** The callback does not belong to a sign-in this browser started, or it expired. */
  stateMismatch: 'state-mismatch',
  /** The ID token failed verification (signature, nonce, audience, issuer, expiry, claims). */
  invalidIdToken: 'invalid-id-token',
  /** MyInfo needs a Singpass session of the same person. */
  myinfoNotAllowed: 'myinfo-not-allowed',
} as const;

export type SignInErrorCode = (typeof SIGN_IN_ERROR_CODES)[keyof typeof SIGN_IN_ERROR_CODES];

/** The query parameter of /login that carries a SignInErrorCode. */
export const SIGN_IN_ERROR_PARAMETER = 'error';
