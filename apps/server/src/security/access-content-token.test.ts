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

  describe('issued to the second and remembered once checked (PERF-2)', () => {
    function clockedTokens(start: Date) {
      let time = start.getTime();
      const tokens = createAccessContentTokens('secret-a', () => new Date(time));
      return { tokens, advance: (ms: number) => (time += ms) };
    }

    it('hands out the same token within a second and a new one the next second', () => {
      const { tokens, advance } = clockedTokens(ISSUED_AT);
      const first = tokens.issue();
      advance(999);
      expect(tokens.issue()).toBe(first);
      advance(1);
      const next = tokens.issue();
      expect(next).not.toBe(first);
      expect(tokens.isValid(first)).toBe(true);
      expect(tokens.isValid(next)).toBe(true);
    });

    it('still refuses a token it has checked before once it is too old', () => {
      const { tokens, advance } = clockedTokens(ISSUED_AT);
      const issued = tokens.issue();
      expect(tokens.isValid(issued)).toBe(true);
      advance(ACCESS_CONTENT_TOKEN_LIFETIME_MS + MINUTE);
      expect(tokens.isValid(issued)).toBe(false);
    });

    it('refuses a changed signature beside a remembered token of the same second', () => {
      const { tokens } = clockedTokens(ISSUED_AT);
      const issued = tokens.issue();
      expect(tokens.isValid(issued)).toBe(true);
      const [issuedAt, signature = ''] = issued.split('.');
      const changed = (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1);
      expect(tokens.isValid(`${issuedAt}.${changed}`)).toBe(false);
    });

    it('checks a token again, and accepts it, after thousands of others have been checked', () => {
      const { tokens, advance } = clockedTokens(ISSUED_AT);
      const first = tokens.issue();
      expect(tokens.isValid(first)).toBe(true);
      for (let second = 0; second < 5000; second += 1) {
        advance(1000);
        expect(tokens.isValid(tokens.issue())).toBe(true);
      }
      expect(tokens.isValid(first)).toBe(true);
      const [issuedAt, signature = ''] = first.split('.');
      expect(
        tokens.isValid(`${issuedAt}.${signature.startsWith('x') ? 'y' : 'x'}${signature.slice(1)}`),
      ).toBe(false);
    });
  });
});
