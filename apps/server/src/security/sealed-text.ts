import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// A short secret kept in the database sealed (OFF-1: the officers' authenticator secrets):
// AES-256-GCM under a key derived from APP_SECRET (derived-secret.ts), bound to what it belongs to
// (the additional data), so a copy of the table reveals nothing and a sealed value moved to another
// row does not open. Changing APP_SECRET makes every sealed value unreadable: the operator resets
// the officers' authenticators (docs/officer-console.md).

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SealedText {
  seal(plain: string, boundTo: string): string;
  /** The plain text, or undefined when the value was not sealed with this key for `boundTo`. */
  open(sealed: string, boundTo: string): string | undefined;
}

/** `derivedKey` is a deriveSecret() value: 32 bytes in base64url. */
export function createSealedText(derivedKey: string): SealedText {
  const key = Buffer.from(derivedKey, 'base64url');
  if (key.length !== 32) throw new Error('A sealing key is 32 bytes');

  return {
    seal(plain, boundTo) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(boundTo));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, body, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },

    open(sealed, boundTo) {
      const [version, iv, body, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || body === undefined || !tag || rest.length > 0) {
        return undefined;
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(Buffer.from(boundTo));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
