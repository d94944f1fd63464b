import type { OtpRequestAccepted } from '@aviation-permits/domain/auth';

// The e-mail one-time codes of the officers' sign-in (OFF-2), which the otp module owns: the same
// codes, limits and messages as the applicants' (docs/sign-in-protection.md), kept apart from
// theirs (an applicant's code for the same address never passes here), in an e-mail that names the
// officer console.

export interface OfficerSignInCodesPort {
  /**
   * Runs the code's sending limits for the address and answers as for any address; e-mails the
   * code only when `deliver` (the address is an active officer's), so neither the answer nor the
   * limits tell whether it is one. 429 while the client must wait.
   */
  request(email: string, clientKey: string, deliver: boolean): Promise<OtpRequestAccepted>;
  /** True once for a right code; 429 past the limits of checking. */
  verify(email: string, code: string, clientKey: string): Promise<boolean>;
}
