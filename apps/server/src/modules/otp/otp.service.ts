import { OTP_RULES, type OtpRequestAccepted } from '@aviation-permits/domain/auth';
import type { Mailer, MailMessage } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/database.js';
import { TooManyRequestsError } from '../../errors/http-errors.js';
import { createKeyedCounter } from '../../platform/rate-limit/keyed-counter.js';
import { createKeyedLimit } from '../../platform/rate-limit/keyed-limit.js';
import type { RateLimitRepository } from '../../platform/rate-limit/rate-limit.repository.js';
import { newOtpCode, type OtpHasher } from './otp-code.js';
import type { OtpChallenge, OtpRepository } from './otp.repository.js';

// E-mail one-time codes (ACC-2 to ACC-5, SEC-8, docs/sign-in-protection.md). Whether or not an account
// exists for the address, a code is sent and the answer is the same: the code both signs in and
// signs up. The limits protect against guessing without letting anyone else lock the owner out:
// - each client (platform/rate-limit/client-key.ts) has its own code per address; its new code
//   replaces only its own;
// - only the asking client's wrong tries void its code (5); other clients check the newest code,
//   share one ceiling per address (50 wrong tries per window, which voids the codes sent so far,
//   then refuses them), and each stops after its own limit per address (15 checks per window);
// - sending: 60 s between one client's codes, then spaced (one per 10 min) past 5 per window for
//   the client and past 20 per window for the address, never refused for good.
// The officers' sign-in (OFF-2) runs a second service under its own scope: the same rules, its own
// codes and counts, and no code e-mailed to an address that is not an active officer's.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const VALIDITY_MS = OTP_RULES.validityMinutes * MINUTE_MS;
const RESEND_AFTER_MS = OTP_RULES.resendAfterSeconds * SECOND_MS;
const SPACED_SEND_MS = OTP_RULES.spacedSendMinutes * MINUTE_MS;
const SEND_WINDOW_MS = OTP_RULES.sendWindowMinutes * MINUTE_MS;

export interface OtpService {
  /**
   * Sends the client a new code for the address; 429 (with when to retry) while it must wait.
   * `deliver: false` runs the same limits and answer without e-mailing the code (OFF-2).
   */
  request(email: string, clientKey: string, deliver?: boolean): Promise<OtpRequestAccepted>;
  /**
   * True once for a right code: the client's own, or the address's newest. 429 past the client's
   * checks of the address, or, for a client with no code of its own, past the address's ceiling.
   */
  verify(email: string, code: string, clientKey: string): Promise<boolean>;
  pruneExpired(now: Date): Promise<void>;
}

export interface OtpServiceDependencies {
  db: Database;
  challenges: OtpRepository;
  hasher: OtpHasher;
  mailer: Mailer;
  /** The rate limits' counters table, which also holds the per-address ceilings. */
  counters: RateLimitRepository;
  /** The e-mail that carries a code (otp-mail.ts). */
  mail: (to: string, code: string) => MailMessage;
  /**
   * Keeps these codes apart from another sign-in's for the same address (the officers' from the
   * applicants'): their rows, counts and hashes are keyed by `<scope>:<address>`. Absent: the address.
   */
  scope?: string;
  now: () => Date;
}

const secondsUntil = (moment: number, at: Date) =>
  Math.max(1, Math.ceil((moment - at.getTime()) / SECOND_MS));

/** Refuses until `moment` if it is still ahead. */
function waitUntil(moment: number, at: Date): void {
  if (at.getTime() < moment) throw new TooManyRequestsError(secondsUntil(moment, at));
}

export function createOtpService(dependencies: OtpServiceDependencies): OtpService {
  const { db, challenges, hasher, mailer, counters, mail, now } = dependencies;
  const keyOf = (email: string) =>
    dependencies.scope === undefined ? email : `${dependencies.scope}:${email}`;
  const window = { timeWindowMs: SEND_WINDOW_MS };
  const sendsToAddress = createKeyedCounter(counters, now, { name: 'otp-sends', ...window });
  const foreignFailures = createKeyedCounter(counters, now, {
    name: 'otp-foreign-failures',
    ...window,
  });
  const checksOfAddressByClient = createKeyedLimit(counters, now, {
    name: 'otp-checks',
    max: OTP_RULES.maxChecksPerAddressAndClient,
    ...window,
  });

  /** The sending limits of the client's own codes, then the address's ceiling. */
  async function assertMaySend(email: string, own: OtpChallenge | undefined, at: Date) {
    if (own) {
      waitUntil(own.lastSentAt.getTime() + RESEND_AFTER_MS, at);
      if (own.sendCount >= OTP_RULES.maxSendsPerWindow) {
        waitUntil(own.lastSentAt.getTime() + SPACED_SEND_MS, at);
      }
    }
    const sent = await sendsToAddress.peek(email);
    if (sent !== undefined && sent.hits >= OTP_RULES.maxSendsPerAddressWindow) {
      const last = await challenges.lastSentTo(email);
      if (last) waitUntil(last.getTime() + SPACED_SEND_MS, at);
    }
  }

  const matches = (email: string, code: string, challenge: OtpChallenge | undefined) =>
    challenge !== undefined && hasher.matches(email, code, challenge.codeHash);

  return {
    async request(address, clientKey, deliver = true) {
      const email = keyOf(address);
      const at = now();
      const own = await challenges.currentWindow(
        email,
        clientKey,
        new Date(at.getTime() - SEND_WINDOW_MS),
      );
      await assertMaySend(email, own, at);

      const code = newOtpCode();
      const stored = {
        codeHash: hasher.hash(email, code),
        expiresAt: new Date(at.getTime() + VALIDITY_MS),
        sentAt: at,
      };
      const afterCommit = await db.transaction(async (tx) => {
        if (own) await challenges.replaceCode(own.id, stored, tx);
        else await challenges.insert({ email, clientKey, ...stored }, tx);
        return deliver ? mailer.sendWithin(tx, mail(address, code)) : async () => {};
      });
      await sendsToAddress.add(email);
      await afterCommit();
      return {
        resendAfterSeconds: OTP_RULES.resendAfterSeconds,
        expiresInSeconds: VALIDITY_MS / SECOND_MS,
      };
    },

    async verify(address, code, clientKey) {
      const email = keyOf(address);
      await checksOfAddressByClient(`${email}|${clientKey}`);
      const at = now();
      const live = await challenges.liveCodes(email, at, OTP_RULES.maxFailedAttempts);
      const own = live.find((challenge) => challenge.clientKey === clientKey);
      const newest = live[0];
      const consume = (challenge: OtpChallenge) =>
        challenges.consume(challenge.id, email, OTP_RULES.maxFailedAttempts, at);

      if (own) {
        // The asking client: its own code, or the newest one in the same mailbox.
        if (matches(email, code, own)) return consume(own);
        if (newest && newest !== own && matches(email, code, newest)) return consume(newest);
        await challenges.recordFailure(own.id);
        return false;
      }
      const windowStart = new Date(at.getTime() - SEND_WINDOW_MS);
      if (await challenges.currentWindow(email, clientKey, windowStart)) {
        // The asking client whose own code is void or used: it asks for a new one (or uses the
        // newest in the mailbox), whatever the other clients did.
        if (newest && matches(email, code, newest)) return consume(newest);
        return false;
      }

      // Any other client: the newest code, within the address's ceiling.
      const spent = await foreignFailures.peek(email);
      if (spent !== undefined && spent.hits >= OTP_RULES.maxForeignFailuresPerAddress) {
        throw new TooManyRequestsError(secondsUntil(spent.windowEndsAt.getTime(), at));
      }
      if (newest && matches(email, code, newest)) return consume(newest);
      const failures = await foreignFailures.add(email);
      if (failures.hits === OTP_RULES.maxForeignFailuresPerAddress) {
        await challenges.voidAll(email, at);
      }
      return false;
    },

    pruneExpired: (at) => challenges.pruneExpired(at, SEND_WINDOW_MS),
  };
}
