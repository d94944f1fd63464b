import { desc } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { mailOutbox } from '../../db/schema/mail.js';
import type { MailMessage } from './mailer.js';

export interface OutboxMessage extends MailMessage {
  sentAt: Date;
}

export function createOutboxRepository(db: Database) {
  return {
    async add(message: MailMessage, tx: Database = db): Promise<void> {
      await tx.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
      });
    },

    /** Newest first. */
    async list(limit: number): Promise<OutboxMessage[]> {
      return db
        .select({
          to: mailOutbox.toAddress,
          subject: mailOutbox.subject,
          text: mailOutbox.textBody,
          html: mailOutbox.htmlBody,
          sentAt: mailOutbox.sentAt,
        })
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
