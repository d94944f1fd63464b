import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { PERMIT_CODE_ALPHABET, PERMIT_CODE_LENGTH } from '@aviation-permits/domain/permit';

// The permit's short verification code (PRM-3, PRM-9): random, 10 characters of 32 (50 bits), so
// guessing one within the rate limit is hopeless; compared in constant time, so a near miss takes
// as long as a far one.

export function newVerificationCode(): string {
  let code = '';
  for (let index = 0; index < PERMIT_CODE_LENGTH; index += 1) {
    code += PERMIT_CODE_ALPHABET[randomInt(PERMIT_CODE_ALPHABET.length)];
  }
  return code;
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Whether the code given is the permit's; the same work whatever the input's length or content. */
export function codesMatch(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given.toUpperCase()), digest(expected));
}
