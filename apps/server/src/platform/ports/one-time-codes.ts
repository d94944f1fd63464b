import type { OtpRequestAccepted } from '@aviation-permits/domain/auth';

// The e-mail one-time codes, which the otp module owns, for another module that needs an address
// proved (the profile module, for a Singpass or Corppass user's address): the same codes, limits
// and messages as the e-mail log-in (docs/sign-in-protection.md).

export interface OneTimeCodesPort {
  /** Sends the client a new code for the address; 429 while it must wait. */
  request(email: string, clientKey: string): Promise<OtpRequestAccepted>;
  /** True once for a right code; 429 past the limits of checking. */
  verify(email: string, code: string, clientKey: string): Promise<boolean>;
}
