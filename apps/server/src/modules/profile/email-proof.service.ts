import { REGISTRATION_MESSAGES } from '@aviation-permits/domain/messages';
import { type EmailProved, type OtpRequestAccepted } from '@aviation-permits/domain/auth';
import { ConflictError, ValidationError } from '../../errors/http-errors.js';
import type { OneTimeCodesPort } from '../../platform/ports/one-time-codes.js';
import type { ProfileAccount } from './profile.service.js';

// A Singpass or Corppass user proves the profile's e-mail address with a one-time code sent to it
// (docs/sign-in-protection.md): the same codes, limits and messages as the e-mail log-in. Only a
// proved address is unique to one account, receives the decisions and finds the account for the
// accounts command. An e-mail log-in's address was proved by the log-in itself.

export interface EmailProofDependencies {
  otp: OneTimeCodesPort;
  /** Whether another account holds the address as proved. */
  isProvedElsewhere(email: string, accountId: string): Promise<boolean>;
  /** Records the proved address; false when another account won it first. */
  claimProvedEmail(accountId: string, email: string): Promise<boolean>;
}

const alreadyRegistered = () =>
  new ValidationError([
    { field: 'email', errorMessage: REGISTRATION_MESSAGES.emailAlreadyRegistered },
  ]);

function assertIdentityAccount(account: ProfileAccount): void {
  if (account.email !== null) {
    throw new ConflictError(
      'This account logs in with its e-mail address, which the log-in has already verified.',
    );
  }
}

export function createEmailProofService({
  otp,
  isProvedElsewhere,
  claimProvedEmail,
}: EmailProofDependencies) {
  return {
    /** Sends a code to the address; refused when another account already holds it as proved. */
    async sendCode(
      account: ProfileAccount,
      email: string,
      clientKey: string,
    ): Promise<OtpRequestAccepted> {
      assertIdentityAccount(account);
      if (await isProvedElsewhere(email, account.id)) throw alreadyRegistered();
      return otp.request(email, clientKey);
    },

    /** Checks the code; the account then holds the address as proved. */
    async verifyCode(
      account: ProfileAccount,
      email: string,
      code: string,
      clientKey: string,
    ): Promise<EmailProved> {
      assertIdentityAccount(account);
      if (!(await otp.verify(email, code, clientKey))) {
        throw new ValidationError([
          { field: 'otp', errorMessage: REGISTRATION_MESSAGES.otpVerificationFailed },
        ]);
      }
      if (!(await claimProvedEmail(account.id, email))) throw alreadyRegistered();
      return { provedEmail: email };
    },
  };
}

export type EmailProofService = ReturnType<typeof createEmailProofService>;
