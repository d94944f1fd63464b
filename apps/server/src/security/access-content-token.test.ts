import { describe, expect, it } from 'vitest';
import {
  ACCESS_CONTENT_TOKEN_LIFETIME_MS,
  createAccessContentTokens,
} from './access-content-token.js';

const ISSUED_AT = new Date('2025-10-27T08:00:00Z');
const MINUTE = 60_000;

function tokensAt(time: Date, secret = 'secret-a') {
  return createAccessContentTokens(secret, () => time);
}

describe('access-content tokens', () => {
  const token = tokensAt(ISSUED_AT).issue();

  it.each([
    ['just issued', 0, true],
    ['one minute before the 7 days are over', ACCESS_CONTENT_TOKEN_LIFETIME_MS - MINUTE, true],
    ['exactly 7 days old', ACCESS_CONTENT_TOKEN_LIFETIME_MS, true],
    ['one minute past 7 days', ACCESS_CONTENT_TOKEN_LIFETIME_MS + MINUTE, false],
    ['issued 4 minutes ahead (clock skew between instances)', -4 * MINUTE, true],
    ['issued an hour in the future', -60 * MINUTE, false],
  ])('a token %s is valid: %s', (_case, ageMs, valid) => {
    const checker = tokensAt(new Date(ISSUED_AT.getTime() + ageMs));
    expect(checker.isValid(token)).toBe(valid);
  });

  it('is refused by a server with another secret', () => {
    expect(tokensAt(ISSUED_AT, 'secret-b').isValid(token)).toBe(false);
  });

  it('is refused when its issue time is changed', () => {
    const [, signature] = token.split('.');
    const laterIssueTime = (ISSUED_AT.getTime() + 1).toString(36);
    expect(tokensAt(ISSUED_AT).isValid(`${laterIssueTime}.${signature}`)).toBe(false);
  });

  it.each([undefined, '', 'garbage', `${token}x`, token.replace('.', ''), '.'])(
    'refuses the malformed value %j',
    (value) => {
      expect(tokensAt(ISSUED_AT).isValid(value)).toBe(false);
    },
  );
});
