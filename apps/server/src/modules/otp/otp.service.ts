import { OTP_RULES, type OtpRequestAccepted } from '@aviation-permits/domain';
import type { Mailer } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/database.js';
import { TooManyRequestsError } from '../../errors/http-errors.js';
import { newOtpCode, type OtpHasher } from './otp-code.js';
import { otpMail } from './otp-mail.js';
import type { OtpRepository } from './otp.repository.js';

// E-mail one-time codes (issue 3). Whether or not an account exists for the address, a code is
// sent and the answer is the same: the code both signs in and signs up. One row per address and
// sending window counts the sends; each new code replaces the previous one.

const SECOND_MS = 1000;
const VALIDITY_MS = OTP_RULES.validityMinutes * 60 * SECOND_MS;
const RESEND_AFTER_MS = OTP_RULES.resendAfterSeconds * SECOND_MS;
const SEND_WINDOW_MS = OTP_RULES.sendWindowMinutes * 60 * SECOND_MS;

export interface OtpService {
  /** Sends a new code; 429 before the resend delay or after too many sends to the address. */
  request(email: string): Promise<OtpRequestAccepted>;
  /** True once for the newest unexpired code of the address, if fewer than 5 wrong tries preceded. */
  verify(email: string, code: string): Promise<boolean>;
  pruneExpired(now: Date): Promise<void>;
}

export interface OtpServiceDependencies {
  db: Database;
  challenges: OtpRepository;
  hasher: OtpHasher;
  mailer: Mailer;
  authorityName: string;
  now: () => Date;
}

const secondsUntil = (moment: number, at: Date) =>
  Math.max(1, Math.ceil((moment - at.getTime()) / SECOND_MS));

export function createOtpService(dependencies: OtpServiceDependencies): OtpService {
  const { db, challenges, hasher, mailer, authorityName, now } = dependencies;

  return {
    async request(email) {
      const at = now();
      const current = await challenges.currentWindow(
        email,
        new Date(at.getTime() - SEND_WINDOW_MS),
      );
      if (current) {
        const resendAt = current.lastSentAt.getTime() + RESEND_AFTER_MS;
        if (at.getTime() < resendAt) throw new TooManyRequestsError(secondsUntil(resendAt, at));
        if (current.sendCount >= OTP_RULES.maxSendsPerWindow) {
          const windowEnd = current.createdAt.getTime() + SEND_WINDOW_MS;
          throw new TooManyRequestsError(secondsUntil(windowEnd, at));
        }
      }

      const code = newOtpCode();
      const stored = {
        codeHash: hasher.hash(email, code),
        expiresAt: new Date(at.getTime() + VALIDITY_MS),
        sentAt: at,
      };
      const afterCommit = await db.transaction(async (tx) => {
        if (current) await challenges.replaceCode(current.id, stored, tx);
        else await challenges.insert({ email, ...stored }, tx);
        return mailer.sendWithin(tx, otpMail(email, code, authorityName));
      });
      await afterCommit();
      return {
        resendAfterSeconds: OTP_RULES.resendAfterSeconds,
        expiresInSeconds: VALIDITY_MS / SECOND_MS,
      };
    },

    async verify(email, code) {
      const at = now();
      const challenge = await challenges.latestUnused(email);
      if (
        challenge === undefined ||
        challenge.expiresAt <= at ||
        challenge.failedAttempts >= OTP_RULES.maxFailedAttempts
      ) {
        return false;
      }
      if (!hasher.matches(email, code, challenge.codeHash)) {
        await challenges.recordFailure(challenge.id);
        return false;
      }
      return challenges.consume(challenge.id, OTP_RULES.maxFailedAttempts, at);
    },

    pruneExpired: (at) => challenges.pruneExpired(at, SEND_WINDOW_MS),
  };
}
