import { PORTAL_CONSTANTS } from '../constants/portal-constants.js';

// The e-mail one-time code's limits (issue 3): the spec gives the length and the validity
// (section 9); the retry, resend and sending limits are the portal's own abuse limits.

export const OTP_RULES = {
  /** Spec section 9: 6 digits. */
  length: PORTAL_CONSTANTS.otpLength,
  /** Spec section 9: valid 30 minutes. */
  validityMinutes: PORTAL_CONSTANTS.otpValidityMinutes,
  /** A code is void after this many wrong tries; the applicant must ask for a new one. */
  maxFailedAttempts: 5,
  /** A new code may be sent this long after the previous one (the page's resend countdown). */
  resendAfterSeconds: 60,
  /** At most this many codes are sent to one address within `sendWindowMinutes`. */
  maxSendsPerWindow: 5,
  sendWindowMinutes: 30,
} as const;
