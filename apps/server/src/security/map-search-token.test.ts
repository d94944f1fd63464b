import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { deriveSecret } from './derived-secret.js';
import { createMapSearchTokens, MAP_SEARCH_TOKEN_LIFETIME_S } from './map-search-token.js';

// MAP-7, MAP-8, MAP-13: the portal's map-search token: a JWT whose exp the browser reads, accepted
// by the map service only while it lives and only when this portal's map key signed it.

const issuedAt = new Date('2026-11-23T02:00:00Z');
const secret = deriveSecret('an app secret', 'map-search-token');
const at = (date: Date) => createMapSearchTokens(secret, () => date);
const later = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);

describe('map-search tokens', () => {
  it('carry exp, MAP_SEARCH_TOKEN_LIFETIME_S after they were issued', async () => {
    const token = await at(issuedAt).issue();

    expect(decodeJwt(token).exp).toBe(issuedAt.getTime() / 1000 + MAP_SEARCH_TOKEN_LIFETIME_S);
  });

  it.each([
    ['just issued', 0, true],
    ['a second before exp', MAP_SEARCH_TOKEN_LIFETIME_S - 1, true],
    ['at exp', MAP_SEARCH_TOKEN_LIFETIME_S, false],
    ['a day later', 24 * 60 * 60, false],
  ])('%s: valid is %s', async (_, seconds, valid) => {
    const token = await at(issuedAt).issue();

    expect(await at(later(seconds)).isValid(token)).toBe(valid);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not a JWT', 'x'.repeat(10_000)],
    ['unsigned (alg none)', 'eyJhbGciOiJub25lIn0.eyJleHAiOjk5OTk5OTk5OTl9.'],
  ])('refuses a token that is %s', async (_, token) => {
    expect(await at(issuedAt).isValid(token)).toBe(false);
  });

  it("refuses one signed with another purpose's key or another portal's secret", async () => {
    const otherPurpose = createMapSearchTokens(
      deriveSecret('an app secret', 'access-content'),
      () => issuedAt,
    );
    const otherPortal = createMapSearchTokens(
      deriveSecret('another secret', 'map-search-token'),
      () => issuedAt,
    );

    expect(await at(issuedAt).isValid(await otherPurpose.issue())).toBe(false);
    expect(await at(issuedAt).isValid(await otherPortal.issue())).toBe(false);
  });
});
