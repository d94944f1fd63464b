import { PORTAL_CONSTANTS } from '../constants/portal-constants.js';

// The e-mail one-time code's limits: the length and the validity are the portal's
// constants (CONST-5); the retry, resend and sending limits are the portal's own abuse limits, chosen so
// that no one but the owner of the address can stop the owner from signing in
// (docs/sign-in-protection.md has the model and its arithmetic).

export const OTP_RULES = {
  /** CONST-5: 6 digits. */
  length: PORTAL_CONSTANTS.otpLength,
  /** CONST-5: valid 30 minutes. */
  validityMinutes: PORTAL_CONSTANTS.otpValidityMinutes,
  /**
   * A code is void after this many wrong tries from the client that asked for it (the owner's own
   * typos); the applicant must ask for a new one. Other clients' tries never count here.
   */
  maxFailedAttempts: 5,
  /**
   * Wrong tries of one address from clients holding no code of their own for it, per
   * `sendWindowMinutes`: the one ceiling other clients share. Reaching it voids the codes already
   * sent; past it those clients are refused until the window ends, while the owner's fresh code
   * works. 50 tries at a 6-digit code: a 1-in-20,000 chance.
   */
  maxForeignFailuresPerAddress: 50,
  /** Checks of one address from one client per `sendWindowMinutes` (three codes' worth). */
  maxChecksPerAddressAndClient: 15,
  /** A client may ask for a new code for an address this long after its previous one. */
  resendAfterSeconds: 60,
  /** Codes one client may have sent to one address within `sendWindowMinutes` at the resend pace. */
  maxSendsPerWindow: 5,
  /** Codes all clients together may have sent to one address within `sendWindowMinutes` at pace. */
  maxSendsPerAddressWindow: 20,
  /** Past either sending ceiling, sends are spaced (one per this interval), never refused outright. */
  spacedSendMinutes: 10,
  sendWindowMinutes: 30,
} as const;
