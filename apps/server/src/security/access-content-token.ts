import { createHmac, timingSafeEqual } from 'node:crypto';

// The access-content token (SEC-5): the server hands one to the page (PortalConfig) and
// a fresh one with every service response; service calls without a valid one are refused. It is
// the issue time and an HMAC of it, so any instance that shares the secret can check it.

/** How long a token stays valid after it was issued. */
export const ACCESS_CONTENT_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Tolerated clock difference between instances for tokens that seem issued in the future. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const TOKEN_PATTERN = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/;

export interface AccessContentTokens {
  issue(): string;
  isValid(token: string | undefined): boolean;
}

export function createAccessContentTokens(
  secret: string,
  now: () => Date = () => new Date(),
): AccessContentTokens {
  const sign = (issuedAt: string): Buffer =>
    createHmac('sha256', secret).update(`access-content.${issuedAt}`).digest();

  return {
    issue() {
      const issuedAt = now().getTime().toString(36);
      return `${issuedAt}.${sign(issuedAt).toString('base64url')}`;
    },

    isValid(token) {
      const match = TOKEN_PATTERN.exec(token ?? '');
      if (!match) return false;
      const [, issuedAt = '', signature = ''] = match;
      if (!timingSafeEqual(Buffer.from(signature, 'base64url'), sign(issuedAt))) return false;
      const age = now().getTime() - Number.parseInt(issuedAt, 36);
      return age >= -CLOCK_SKEW_MS && age <= ACCESS_CONTENT_TOKEN_LIFETIME_MS;
    },
  };
}
