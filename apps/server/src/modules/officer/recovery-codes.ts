import { createHmac, randomInt } from 'node:crypto';
import {
  OFFICER_SIGN_IN_RULES,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
} from '@aviation-permits/domain/officer';

// The officers' recovery codes (OFF-4): drawn uniformly from the domain's alphabet, shown once,
// stored only as an HMAC bound to the officer (a hash cannot be moved to another officer, and the
// key, derived from APP_SECRET, is not in the database).

export function newRecoveryCodes(): string[] {
  return Array.from({ length: OFFICER_SIGN_IN_RULES.recoveryCodeCount }, () =>
    Array.from(
      { length: RECOVERY_CODE_LENGTH },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join(''),
  );
}

export type RecoveryCodeHasher = (officerId: string, code: string) => string;

/** `secret` is derived from APP_SECRET for this purpose; `code` is normalised (domain rule). */
export function createRecoveryCodeHasher(secret: string): RecoveryCodeHasher {
  return (officerId, code) =>
    createHmac('sha256', secret).update(`${officerId}\n${code}`).digest('hex');
}
