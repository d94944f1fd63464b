import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_RULES } from '@aviation-permits/domain/auth';

// The one-time code itself: drawn uniformly from all 6-digit strings, kept only as an HMAC bound to
// the address (so the table never holds a code, and a hash cannot be moved to another address).

export function newOtpCode(): string {
  return String(randomInt(0, 10 ** OTP_RULES.length)).padStart(OTP_RULES.length, '0');
}

export function createOtpHasher(secret: string) {
  const hash = (email: string, code: string): string =>
    createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex');
  return {
    hash,
    matches(email: string, code: string, expectedHash: string): boolean {
      const actual = Buffer.from(hash(email, code), 'hex');
      const expected = Buffer.from(expectedHash, 'hex');
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}

export type OtpHasher = ReturnType<typeof createOtpHasher>;
