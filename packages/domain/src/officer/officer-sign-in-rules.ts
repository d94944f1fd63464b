// The officers' second factor (OFF-3, OFF-4): a TOTP code (RFC 6238) from an authenticator app,
// or one of ten single-use recovery codes, after the e-mail one-time code of OTP_RULES. The limits
// keep guessing slow without letting anyone on another client address lock the officer out
// (docs/officer-console.md).

export const OFFICER_SIGN_IN_RULES = {
  /** RFC 6238 as every authenticator app reads an otpauth:// URI: HMAC-SHA-1, 6 digits, 30 s. */
  totpAlgorithm: 'SHA1',
  totpDigits: 6,
  totpPeriodSeconds: 30,
  /** Codes of one step before and after the current one are accepted too (clock drift). */
  totpWindowSteps: 1,
  /** Wrong second-factor codes from one client address for one officer, per window; then it waits. */
  maxWrongPerClient: 5,
  wrongWindowMinutes: 15,
  /**
   * Wrong second-factor codes in one signing-in session; the fifth ends it, and the next try needs a
   * new e-mail code (so a session carried to many client addresses still gets five tries).
   */
  maxWrongPerSession: 5,
  /** Recovery codes issued when the authenticator is set up, shown once. */
  recoveryCodeCount: 10,
} as const;

/** Recovery codes: ten characters of Crockford's base32 (no i, l, o, u), 50 random bits each. */
export const RECOVERY_CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const RECOVERY_CODE_LENGTH = 10;

const RECOVERY_CODE_PATTERN = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/** As shown to the officer: two groups of five, `abcde-fghjk`. */
export function formatRecoveryCode(code: string): string {
  const half = RECOVERY_CODE_LENGTH / 2;
  return `${code.slice(0, half)}-${code.slice(half)}`;
}

/**
 * A typed recovery code as stored (lower case, without the hyphen or spaces), or undefined when it
 * cannot be one.
 */
export function normalizeRecoveryCode(typed: string): string | undefined {
  const code = typed.toLowerCase().replace(/[\s-]/g, '');
  return RECOVERY_CODE_PATTERN.test(code) ? code : undefined;
}
