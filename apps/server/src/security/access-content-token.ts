import { createHmac, timingSafeEqual } from 'node:crypto';

// The access-content token (SEC-5): the server hands one to the page (PortalConfig) and
// a fresh one with every service response; service calls without a valid one are refused. It is
// the issue time and an HMAC of it, so any instance that shares the secret can check it.

/** How long a token stays valid after it was issued. */
export const ACCESS_CONTENT_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** Tolerated clock difference between instances for tokens that seem issued in the future. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const TOKEN_PATTERN = /^([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/;

/**
 * Tokens are issued to the second (PERF-2): every answer to a service call carries one, and within
 * a second they are all the same, so the server signs once a second instead of once an answer. A
 * second is nothing against a lifetime of 7 days.
 */
const ISSUE_RESOLUTION_MS = 1000;

/**
 * How many tokens whose signature was found right are remembered, so a token sent again (every
 * call of a page carries the last one it got) is not signed again to be checked (PERF-2). Its age
 * is still checked on every call.
 */
const VERIFIED_TOKENS_KEPT = 4096;

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

  let latest = { issuedAt: '', token: '' };
  // In insertion order, so the first key is the one remembered longest.
  const verified = new Set<string>();

  const signatureIsRight = (token: string, issuedAt: string, signature: string): boolean => {
    if (verified.has(token)) return true;
    if (!timingSafeEqual(Buffer.from(signature, 'base64url'), sign(issuedAt))) return false;
    if (verified.size >= VERIFIED_TOKENS_KEPT) {
      verified.delete(verified.values().next().value as string);
    }
    verified.add(token);
    return true;
  };

  return {
    issue() {
      const time = now().getTime();
      const issuedAt = (time - (time % ISSUE_RESOLUTION_MS)).toString(36);
      if (issuedAt !== latest.issuedAt) {
        latest = { issuedAt, token: `${issuedAt}.${sign(issuedAt).toString('base64url')}` };
      }
      return latest.token;
    },

    isValid(token) {
      const match = TOKEN_PATTERN.exec(token ?? '');
      if (!match || token === undefined) return false;
      const [, issuedAt = '', signature = ''] = match;
      if (!signatureIsRight(token, issuedAt, signature)) return false;
      const age = now().getTime() - Number.parseInt(issuedAt, 36);
      return age >= -CLOCK_SKEW_MS && age <= ACCESS_CONTENT_TOKEN_LIFETIME_MS;
    },
  };
}
