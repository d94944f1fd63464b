import nodemailer from 'nodemailer';
import type { MailTransport } from './mail-transport.js';

/**
 * Each stage of a delivery gives up after these, so a hanging server fails the attempt (it is
 * retried) well within the outbox sender's claim on the message (outbox-sender.ts).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/** The SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    via: 'smtp',
    async deliver(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
