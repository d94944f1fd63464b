// What a downloaded permit says (PRM-3): its text is read as the server's tests read it
// (@aviation-permits/server's test-support/pdf-text.ts); this is the one fact the suite looks for.

/** The short code printed under the QR code (PRM-3): 10 characters of Crockford's base 32. */
export function verificationCodeIn(text: string): string {
  const code = /Verification code: ([0-9A-HJKMNP-TV-Z]{10})\b/.exec(text)?.[1];
  if (code === undefined) throw new Error(`The permit prints no verification code:\n${text}`);
  return code;
}
