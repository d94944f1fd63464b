import { SIGN_IN_ERROR_CODES } from '../identity/sign-in-redirects.js';

// Officers signing in through the authority's own OpenID Connect provider instead of an e-mail
// code and an authenticator app (OFF-59 to OFF-61), when the portal is configured so
// (OFFICER_SIGN_IN=oidc). The sign-in is a browser navigation, like Singpass's: the start sends the
// browser to the provider, the provider sends it back to the callback, and the portal then sends it
// to the console, or to its sign-in page with `?error=<code>` saying what went wrong.

/** How officers sign in: the e-mail code and TOTP (the default), or the authority's provider. */
export const OFFICER_SIGN_IN_METHODS = ['email-totp', 'oidc'] as const;
export type OfficerSignInMethod = (typeof OFFICER_SIGN_IN_METHODS)[number];

/** Full-page navigations, outside the service pipeline (no access-content header on them). */
export const OFFICER_OIDC_PATHS = {
  /** GET: starts the sign-in (302 to the provider). */
  authorize: '/officer-login-service/v1/oidc/authorize',
  /** GET: where the provider sends the browser back (the redirect URI registered with it). */
  callback: '/officer-login-service/v1/oidc/callback',
} as const;

export const OFFICER_OIDC_ERROR_CODES = {
  providerUnavailable: SIGN_IN_ERROR_CODES.providerUnavailable,
  cancelled: SIGN_IN_ERROR_CODES.cancelled,
  providerError: SIGN_IN_ERROR_CODES.providerError,
  stateMismatch: SIGN_IN_ERROR_CODES.stateMismatch,
  invalidIdToken: SIGN_IN_ERROR_CODES.invalidIdToken,
  /** The provider vouched for an address that is no officer's. */
  notAnOfficer: 'not-an-officer',
  /** The address is a disabled officer's. */
  officerDisabled: 'officer-disabled',
} as const;

export type OfficerOidcErrorCode =
  (typeof OFFICER_OIDC_ERROR_CODES)[keyof typeof OFFICER_OIDC_ERROR_CODES];

/** What /officer/login?error=<code> tells the officer; none of it names the cause's details. */
export const OFFICER_OIDC_ERROR_MESSAGES: Record<OfficerOidcErrorCode, string> = {
  [OFFICER_OIDC_ERROR_CODES.providerUnavailable]:
    "The authority's sign-in service is not available right now. Please try again later.",
  [OFFICER_OIDC_ERROR_CODES.cancelled]: 'You cancelled the sign-in. Sign in again to continue.',
  [OFFICER_OIDC_ERROR_CODES.providerError]:
    "The authority's sign-in service could not complete your sign-in. Please try again.",
  [OFFICER_OIDC_ERROR_CODES.stateMismatch]:
    'Your sign-in took too long, was started in another window or was already used. Please sign in again.',
  [OFFICER_OIDC_ERROR_CODES.invalidIdToken]:
    "We could not confirm your identity with the authority's sign-in service. Please sign in again.",
  [OFFICER_OIDC_ERROR_CODES.notAnOfficer]:
    'Your account is not an officer account of this portal. Ask an administrator to add you.',
  [OFFICER_OIDC_ERROR_CODES.officerDisabled]:
    'Your officer account is disabled. Ask an administrator to enable it.',
};

/** The query parameter of the sign-in page that carries an OfficerOidcErrorCode. */
export const OFFICER_OIDC_ERROR_PARAMETER = 'error';

function isOfficerOidcErrorCode(code: string): code is OfficerOidcErrorCode {
  return Object.values(OFFICER_OIDC_ERROR_CODES).some((known) => known === code);
}

/** The message for the sign-in page's `error` parameter; undefined when there is none. */
export function officerOidcErrorMessage(code: string | null): string | undefined {
  if (code === null || code === '') return undefined;
  return isOfficerOidcErrorCode(code)
    ? OFFICER_OIDC_ERROR_MESSAGES[code]
    : OFFICER_OIDC_ERROR_MESSAGES[OFFICER_OIDC_ERROR_CODES.providerError];
}
