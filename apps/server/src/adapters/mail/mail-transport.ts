import type { OutboxDelivery } from '../../db/schema/mail.js';
import type { MailMessage } from './mailer.js';

/** Where the outbox sender hands a message: an SMTP server, or nowhere but the outbox itself. */
export interface MailTransport {
  via: OutboxDelivery;
  deliver(message: MailMessage): Promise<void>;
}

/** Without SMTP_URL the outbox is the mailbox (/dev/mailbox): a message is delivered by staying. */
export const keepInOutbox: MailTransport = { via: 'outbox', deliver: async () => {} };
