import { SIGN_IN_ERROR_CODES } from '../identity/sign-in-redirects.js';
import type { SignInErrorCode } from '../identity/sign-in-redirects.js';

// What /login?error=<code> tells the user after a Singpass, Corppass or MyInfo round trip failed.
// The spec quotes none of these; the wording is ours, in plain English, and says what to do next.

export const SIGN_IN_ERROR_MESSAGES: Record<SignInErrorCode, string> = {
  [SIGN_IN_ERROR_CODES.providerUnavailable]:
    'The log-in service is not available right now. Please try again later, or log in with an e-mail one-time code.',
  [SIGN_IN_ERROR_CODES.cancelled]: 'You cancelled the log-in. Choose a way to log in to continue.',
  [SIGN_IN_ERROR_CODES.providerError]:
    'The log-in service could not complete your log-in. Please try again.',
  [SIGN_IN_ERROR_CODES.stateMismatch]:
    'Your log-in took too long or was started in another window. Please log in again.',
  [SIGN_IN_ERROR_CODES.invalidIdToken]:
    'We could not confirm your identity with the log-in service. Please log in again.',
  [SIGN_IN_ERROR_CODES.myinfoNotAllowed]:
    'Myinfo can only fill in the profile of the person logged in with Singpass. Please log in with Singpass first.',
};

/** For a code this version does not know (an old bookmark, a newer server). */
export const UNKNOWN_SIGN_IN_ERROR_MESSAGE = 'Your log-in did not complete. Please try again.';

function isSignInErrorCode(code: string): code is SignInErrorCode {
  return Object.values(SIGN_IN_ERROR_CODES).some((known) => known === code);
}

/** The message for the `error` query parameter of /login, or undefined when there is none. */
export function signInErrorMessage(code: string | null): string | undefined {
  if (code === null || code === '') return undefined;
  return isSignInErrorCode(code) ? SIGN_IN_ERROR_MESSAGES[code] : UNKNOWN_SIGN_IN_ERROR_MESSAGE;
}
