import type { Solution } from 'altcha-lib/types';
import type { HumanCheckChallenge } from '@aviation-permits/domain/http';

/** The `x-human-check` header value: base64 of the ALTCHA payload JSON `{ challenge, solution }`. */
export function encodeHumanCheckPayload(
  challenge: HumanCheckChallenge,
  solution: Solution,
): string {
  const json = JSON.stringify({ challenge, solution });
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
