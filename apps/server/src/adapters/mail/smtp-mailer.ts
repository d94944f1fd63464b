import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.js';

/** Mail sent through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const mailer: Mailer = {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    // SMTP cannot roll back: the message goes once the change it reports is committed.
    sendWithin: async (_transaction, message) => () => mailer.send(message),
  };
  return mailer;
}
