import type { IDToken } from 'openid-client';
import { describe, expect, it } from 'vitest';
import { UnusableClaimsError } from './identity-claims.js';
import { officerEmailOf } from './officer-identity.js';

// OFF-60: the address the officer's sign-in goes by is the claim the configuration names, and only
// one the provider has not said it left unverified.

const claims = (extra: Record<string, unknown>): IDToken =>
  ({
    iss: 'https://login.caa.example',
    sub: 'abc',
    aud: 'portal',
    iat: 0,
    exp: 1,
    ...extra,
  }) as IDToken;

describe('the officer’s address in the ID token', () => {
  it('reads the named claim', () => {
    expect(officerEmailOf(claims({ email: 'lee@caa.example' }), 'email')).toBe('lee@caa.example');
    expect(officerEmailOf(claims({ upn: 'lee@caa.example' }), 'upn')).toBe('lee@caa.example');
  });

  it('refuses a token without an address in that claim', () => {
    expect(() => officerEmailOf(claims({}), 'email')).toThrow(UnusableClaimsError);
    expect(() => officerEmailOf(claims({ email: 'lee' }), 'email')).toThrow(UnusableClaimsError);
  });

  it('refuses an address the provider says it has not verified', () => {
    expect(() =>
      officerEmailOf(claims({ email: 'lee@caa.example', email_verified: false }), 'email'),
    ).toThrow(UnusableClaimsError);
  });
});
