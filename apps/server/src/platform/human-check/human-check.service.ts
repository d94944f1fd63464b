import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  humanCheckChallengeSchema,
  humanCheckPayloadSchema,
  type HumanCheckChallenge,
  type HumanCheckPayload,
} from '@aviation-permits/domain/http';
import type { HumanCheckRepository } from './human-check.repository.js';

// The human check (SEC-6), self-hosted ALTCHA proof of work (altcha-lib v2). The server
// signs a challenge whose answer it already knows (a secret counter); the browser finds it by
// trying counters in a worker, and the server checks the answer against the signed key in one
// HMAC. Each solved challenge is accepted once.

export interface HumanCheckSettings {
  /** PBKDF2 runs natively in the browser's WebCrypto, so the worker is fast on real devices. */
  algorithm: 'PBKDF2/SHA-256' | 'PBKDF2/SHA-384' | 'PBKDF2/SHA-512';
  /** PBKDF2 iterations per guess. */
  cost: number;
  /** The secret counter is drawn from this range; the browser counts up from 0 to find it. */
  minCounter: number;
  maxCounter: number;
  /** How long a challenge may be redeemed after it was issued. */
  lifetimeMs: number;
}

/** About a second of work in a browser's workers; spec constant: challenges expire in 5 minutes. */
export const DEFAULT_HUMAN_CHECK_SETTINGS: HumanCheckSettings = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1_000,
  minCounter: 1_000,
  maxCounter: 5_000,
  lifetimeMs: 5 * 60 * 1000,
};

export interface HumanCheckSecrets {
  /** Signs the challenge parameters. */
  challengeSecret: string;
  /** Signs the expected key, so checking an answer needs no key derivation. */
  keySecret: string;
}

function decodePayload(encoded: string): HumanCheckPayload | undefined {
  try {
    const json: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    const parsed = humanCheckPayloadSchema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export interface HumanCheckService {
  createChallenge(): Promise<HumanCheckChallenge>;
  /** True once per solved, unexpired challenge signed by this server; false for anything else. */
  redeem(encodedPayload: string | undefined): Promise<boolean>;
}

export function createHumanCheckService(
  secrets: HumanCheckSecrets,
  settings: HumanCheckSettings,
  spentChallenges: HumanCheckRepository,
  now: () => Date = () => new Date(),
): HumanCheckService {
  return {
    async createChallenge() {
      const challenge = await createChallenge({
        algorithm: settings.algorithm,
        cost: settings.cost,
        counter: randomInt(settings.maxCounter, settings.minCounter),
        deriveKey,
        expiresAt: new Date(now().getTime() + settings.lifetimeMs),
        hmacSignatureSecret: secrets.challengeSecret,
        hmacKeySignatureSecret: secrets.keySecret,
      });
      return humanCheckChallengeSchema.parse(challenge);
    },

    async redeem(encodedPayload) {
      const payload = encodedPayload === undefined ? undefined : decodePayload(encodedPayload);
      if (payload === undefined) return false;
      const { challenge, solution } = payload;
      const expiresAt = new Date(challenge.parameters.expiresAt * 1000);
      if (expiresAt <= now()) return false;
      try {
        const result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: secrets.challengeSecret,
          hmacKeySignatureSecret: secrets.keySecret,
        });
        if (!result.verified) return false;
      } catch {
        // altcha-lib throws on parameters it cannot use; for the caller that is a failed check.
        return false;
      }
      return spentChallenges.markSpent(challenge.parameters.nonce, expiresAt);
    },
  };
}
