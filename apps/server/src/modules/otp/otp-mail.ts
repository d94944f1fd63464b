import { OTP_RULES } from '@aviation-permits/domain/auth';
import type { MailMessage } from '../../adapters/mail/mailer.js';

// The e-mail that carries a one-time code. The text says what the code is for (the portal, or the
// officer console, OFF-2), how long it lasts, and what to do if the reader did not ask for it.

export const OTP_MAIL_SUBJECT = 'Your one-time password';

/** Where the code signs in: "the <authority> portal" or "the <authority> officer console". */
export type OtpMailPlace = 'portal' | 'officer console';

export function otpMail(
  to: string,
  code: string,
  authorityName: string,
  place: OtpMailPlace = 'portal',
): MailMessage {
  const validity = `${OTP_RULES.validityMinutes} minutes`;
  const text = [
    `Your one-time password for signing in to the ${authorityName} ${place} is:`,
    '',
    code,
    '',
    `It is valid for ${validity} and can be used once.`,
    'If you did not ask for it, you can ignore this e-mail: no one can sign in without the code.',
  ].join('\n');
  const html = [
    `<p>Your one-time password for signing in to the ${authorityName} ${place} is:</p>`,
    `<p><strong>${code}</strong></p>`,
    `<p>It is valid for ${validity} and can be used once.</p>`,
    '<p>If you did not ask for it, you can ignore this e-mail: no one can sign in without the code.</p>',
  ].join('\n');
  return { to, subject: OTP_MAIL_SUBJECT, text, html };
}
