import { createHash, randomBytes } from 'node:crypto';

// The session cookie carries 32 random bytes; the database keeps only their SHA-256, so a copy of
// the sessions table cannot be replayed as cookies.

const TOKEN_BYTES = 32;

export function newSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
