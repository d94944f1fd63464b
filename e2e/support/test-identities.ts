// Identities no other test uses, so every test starts as a new user of the shared portal.
import { randomUUID } from 'node:crypto';

export function uniqueEmail(purpose: string): string {
  return `${purpose}-${randomUUID().slice(0, 8)}@example.sg`;
}

// domain-facts.md, "NRIC/FIN checksum": weights 2,7,6,5,4,3,2 over the 7 digits; the S series
// adds 0, the T series 4; the remainder of 11 picks the letter.
const NRIC_WEIGHTS = [2, 7, 6, 5, 4, 3, 2];
const ST_LETTERS = 'JZIHGFEDCBA';

/** A valid S- or T-series NRIC, random enough not to meet another test's. */
export function uniqueNric(): string {
  const digits = Array.from({ length: 7 }, () => Math.floor(Math.random() * 10));
  const prefix = Math.random() < 0.5 ? 'S' : 'T';
  const offset = prefix === 'T' ? 4 : 0;
  const sum = digits.reduce((total, digit, index) => total + digit * (NRIC_WEIGHTS[index] ?? 0), 0);
  return `${prefix}${digits.join('')}${ST_LETTERS[(sum + offset) % 11]}`;
}

/** A Corppass entity number (UEN) of the business-registration form: 8 digits and a letter. */
export function uniqueUen(): string {
  const digits = Array.from({ length: 8 }, () => Math.floor(Math.random() * 10)).join('');
  return `${digits}${'ABCDEFGHJKLMNPQRSTUVWXYZ'[Math.floor(Math.random() * 24)]}`;
}
