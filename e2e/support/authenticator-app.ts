// What an officer's authenticator app does with the key the set-up shows (OFF-3): RFC 6238 codes,
// HMAC-SHA-1, 6 digits, 30-second steps. Written on node:crypto, as the e2e workspace does not
// depend on the server's TOTP library.
import { createHmac } from 'node:crypto';

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const STEP_SECONDS = 30;
const DIGITS = 6;

function base32Bytes(key: string): Buffer {
  let bits = '';
  for (const character of key.replace(/[\s=]/g, '').toUpperCase()) {
    const value = BASE32_ALPHABET.indexOf(character);
    if (value < 0) throw new Error(`Not a base32 key: ${key}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The step the clock is in now, as the portal counts it. */
export function currentStep(nowMs = Date.now()): number {
  return Math.floor(nowMs / 1000 / STEP_SECONDS);
}

/** The app's code for a step; the portal accepts the step before and after the current one too. */
export function authenticatorCode(manualKey: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac('sha1', base32Bytes(manualKey)).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** DIGITS).padStart(DIGITS, '0');
}
