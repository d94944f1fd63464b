import { OFFICER_SIGN_IN_RULES, type TotpEnrolment } from '@aviation-permits/domain/officer';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// The officers' authenticator codes (OFF-3): RFC 6238 TOTP through otpauth, with the parameters
// every authenticator app assumes, and the three ways of giving a new secret to the app.

const { totpAlgorithm, totpDigits, totpPeriodSeconds, totpWindowSteps } = OFFICER_SIGN_IN_RULES;

/** 20 random bytes (RFC 4226's recommended size for HMAC-SHA-1), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secretBase32: string, label = 'officer', issuer = '') {
  return new TOTP({
    issuer,
    label,
    algorithm: totpAlgorithm,
    digits: totpDigits,
    period: totpPeriodSeconds,
    secret: Secret.fromBase32(secretBase32),
  });
}

/**
 * The time step of a right code at `at` (one step of drift either way), or undefined. The caller
 * takes the step once, so a code is accepted once.
 */
export function totpStepOf(secretBase32: string, code: string, at: Date): number | undefined {
  const timestamp = at.getTime();
  const delta = totpOf(secretBase32).validate({ token: code, timestamp, window: totpWindowSteps });
  if (delta === null) return undefined;
  return TOTP.counter({ period: totpPeriodSeconds, timestamp }) + delta;
}

/** The otpauth:// URI, its QR code and the key in groups of four, for the officer's app. */
export async function totpEnrolmentOf(
  secretBase32: string,
  account: { issuer: string; label: string },
): Promise<TotpEnrolment> {
  const otpauthUri = totpOf(secretBase32, account.label, account.issuer).toString();
  return {
    otpauthUri,
    qrCode: await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 2 }),
    manualKey: secretBase32.match(/.{1,4}/g)?.join(' ') ?? secretBase32,
  };
}
