import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveSecret } from '../../security/derived-secret.js';

// The sandbox gateway signs its notifications as real gateways do (PAY-5, PAY-7): an HMAC-SHA256
// of the exact body, with a key derived from APP_SECRET for this purpose only, in one header.

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export function sandboxSigningKey(appSecret: string): string {
  return deriveSecret(appSecret, 'payment-sandbox-notification');
}

export function signSandboxBody(key: string, body: Buffer): string {
  return createHmac('sha256', key).update(body).digest('hex');
}

/** Constant-time: the comparison leaks nothing about how much of a forged signature was right. */
export function sandboxSignatureHolds(key: string, body: Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(signSandboxBody(key, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
