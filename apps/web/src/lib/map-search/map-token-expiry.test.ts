import { describe, expect, it } from 'vitest';
import { checkMapToken, readJwtExpiry } from './map-token-expiry';
import { testJwt } from './test-jwt';

const NOW_MS = 1_750_000_000_000;
const NOW_S = NOW_MS / 1000;

describe('map token expiry (MAP-8, CONST-12: 1 s margin)', () => {
  it.each([
    ['half a second left', 'expired', NOW_S + 0.5],
    ['exactly the margin left', 'expired', NOW_S + 1],
    ['two seconds left', 'valid', NOW_S + 2],
    ['a day left', 'valid', NOW_S + 86_400],
    ['already past', 'expired', NOW_S - 60],
  ] as const)('%s: %s', (_case, expected, exp) => {
    expect(checkMapToken(testJwt({ exp }), NOW_MS)).toBe(expected);
  });

  it.each([
    ['not a JWT at all', 'opaque-token'],
    ['a payload that is not base64 JSON', 'header.%%%.signature'],
    ['a payload without exp', testJwt({ sub: 'map' })],
    ['an exp that is not a number', testJwt({ exp: 'tomorrow' })],
  ])('treats %s as undecodable', (_case, token) => {
    expect(checkMapToken(token, NOW_MS)).toBe('undecodable');
  });

  it('reads exp from a base64url payload with URL-safe characters', () => {
    // "~~~" encodes to characters that differ between base64 and base64url.
    expect(readJwtExpiry(testJwt({ exp: 1_900_000_000, note: '~~~??>' }))).toBe(1_900_000_000);
  });
});
