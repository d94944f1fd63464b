import { createHmac } from 'node:crypto';
import { deriveSecret } from '../../security/derived-secret.js';

// "Client" for the per-client limits of the one-time codes is the client address as the server
// sees it (request.ip: the socket's address, or the proxy's X-Forwarded-For as TRUST_PROXY allows).
// Not a cookie: a client chooses its own cookies, so a cookie-keyed limit would give an attacker a
// fresh allowance with each request (docs/sign-in-protection.md). Tables and counters hold a keyed
// hash of it, never the address itself: they sit next to e-mail addresses.

export type ClientKeyOf = (clientAddress: string) => string;

/** One key per client address, the same for every module of one app (one secret). */
export function createClientKeys(appSecret: string): ClientKeyOf {
  const secret = deriveSecret(appSecret, 'client-key');
  return (clientAddress) =>
    createHmac('sha256', secret).update(clientAddress).digest('base64url').slice(0, 22);
}
