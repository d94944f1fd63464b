import type { Database } from '../../db/database.js';

// How the portal sends e-mail: through an SMTP server when SMTP_URL is set, otherwise into the
// outbox table (readable at /dev/mailbox outside production).

/** A file sent with a message (a payment receipt); the field names are nodemailer's. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** Work left for after the transaction commits (SMTP); nothing for the outbox. */
export type AfterCommit = () => Promise<void>;

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Sends as part of a database transaction: the outbox writes inside it, so the mail exists if
   * and only if the change it reports does; SMTP cannot take part, so it is returned to be run
   * after the commit.
   */
  sendWithin(transaction: Database, message: MailMessage): Promise<AfterCommit>;
}
