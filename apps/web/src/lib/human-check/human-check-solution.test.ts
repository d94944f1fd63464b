import { describe, expect, it } from 'vitest';
import { createChallenge, solveChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as serverPbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as serverSha } from 'altcha-lib/algorithms/sha';
import type { DeriveKeyFunction } from 'altcha-lib/types';
import { humanCheckChallengeSchema } from '@aviation-permits/domain/http';
import { deriveKey } from './derive-key';
import { encodeHumanCheckPayload } from './encode-human-check-payload';

const SECRET = 'test-human-check-secret';

// What the server does: issue a signed challenge, then verify the header the browser sends.
async function issue(algorithm: string, serverDeriveKey: DeriveKeyFunction) {
  return createChallenge({
    algorithm,
    cost: algorithm.startsWith('PBKDF2/') ? 100 : 1,
    deriveKey: serverDeriveKey,
    hmacSignatureSecret: SECRET,
    expiresAt: new Date(Date.now() + 5 * 60_000),
  });
}

function decodeHeader(header: string) {
  return JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
}

describe('human-check solution', () => {
  it.each([
    ['PBKDF2/SHA-256', serverPbkdf2],
    ['SHA-256', serverSha],
  ] as const)(
    'solves a %s challenge with the browser key derivation, and the server accepts it',
    async (algorithm, serverDeriveKey) => {
      // The challenge travels as JSON and through the pipeline's schema, as in the browser.
      const challenge = humanCheckChallengeSchema.parse(
        JSON.parse(JSON.stringify(await issue(algorithm, serverDeriveKey))),
      );
      const solution = await solveChallenge({ challenge, deriveKey });
      expect(solution).not.toBeNull();

      const payload = decodeHeader(encodeHumanCheckPayload(challenge, solution!));
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey: serverDeriveKey,
        hmacSignatureSecret: SECRET,
      });

      expect(result.verified).toBe(true);
    },
  );

  it('keeps fields it does not know, because the signature covers them', async () => {
    const issued = await issue('SHA-256', serverSha);
    const extended = {
      ...issued,
      issuer: 'portal',
      parameters: { ...issued.parameters, fieldAddedByALaterVersion: 'kept' },
    };

    expect(humanCheckChallengeSchema.parse(extended)).toEqual(extended);
  });
});
