import { z } from 'zod';
import type { LoginKind } from '../session/login-kind.js';

// Proving an e-mail address (ACC-34, docs/sign-in-protection.md): an address becomes
// an account's identity key (unique, where decisions are mailed, what the accounts command finds)
// only once its owner has proved it. An e-mail sign-in proves its address; a Singpass or Corppass
// user proves the profile's address with a one-time code sent to it, entered in the profile form.
// The calls reuse the code's request and check schemas (otpRequestSchema, otpVerifySchema).

/** POST API_PATHS.profileEmailVerify: the address the account has now proved. */
export const emailProvedSchema = z.object({ provedEmail: z.string() });
export type EmailProved = z.infer<typeof emailProvedSchema>;

/** Whether the profile's address is the one the account has proved (compared lower-cased). */
export function isProvedAddress(address: string, provedEmail: string | null): boolean {
  return provedEmail !== null && address.trim().toLowerCase() === provedEmail;
}

/** Who proves the profile's address with a code: Singpass and Corppass users (not e-mail log-ins). */
export function provesEmailWithCode(loginKind: LoginKind): boolean {
  return loginKind !== 'EMAIL';
}
