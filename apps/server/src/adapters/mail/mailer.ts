import type { Database } from '../../db/database.js';

// How the portal sends e-mail: every message is written to the outbox table, and the
// `mail.send-outbox` job hands it to the SMTP server of SMTP_URL, with retries (outbox-sender.ts);
// without SMTP_URL it stays there, readable at /dev/mailbox outside production. No request waits
// on the mail server (OPS-25, docs/jobs.md).

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

/**
 * Work left for after the transaction commits: waking the sender, so the message goes out now
 * rather than at the sender's next scheduled run. It never fails and never waits on the mail
 * server.
 */
export type AfterCommit = () => Promise<void>;

export interface Mailer {
  /** Writes the message to the outbox and wakes the sender. */
  send(message: MailMessage): Promise<void>;
  /**
   * Writes the message to the outbox inside the caller's transaction, so the mail exists if and
   * only if the change it reports does; the caller runs the returned wake-up after the commit.
   */
  sendWithin(transaction: Database, message: MailMessage): Promise<AfterCommit>;
}
