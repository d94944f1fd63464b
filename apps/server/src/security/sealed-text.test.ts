import { describe, expect, it } from 'vitest';
import { deriveSecret } from './derived-secret.js';
import { createSealedText } from './sealed-text.js';

// OFF-1: the officers' authenticator secrets are stored sealed, readable only with the key derived
// from APP_SECRET and only for the officer they belong to.

const sealed = createSealedText(deriveSecret('one app secret', 'officer-totp-secret'));

describe('sealed text', () => {
  it('opens what it sealed, for the same owner', () => {
    const value = sealed.seal('JBSWY3DPEHPK3PXP', 'officer-1');
    expect(value).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed.open(value, 'officer-1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('seals the same text differently each time', () => {
    expect(sealed.seal('secret', 'officer-1')).not.toBe(sealed.seal('secret', 'officer-1'));
  });

  it('does not open a value moved to another owner, under another key, or altered', () => {
    const value = sealed.seal('secret', 'officer-1');
    const otherKey = createSealedText(deriveSecret('another app secret', 'officer-totp-secret'));
    const [version, iv, body = '', tag] = value.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    const altered = [version, iv, flipped.toString('base64url'), tag].join('.');

    expect(sealed.open(value, 'officer-2')).toBeUndefined();
    expect(otherKey.open(value, 'officer-1')).toBeUndefined();
    expect(sealed.open(altered, 'officer-1')).toBeUndefined();
    expect(sealed.open('not sealed', 'officer-1')).toBeUndefined();
  });
});
