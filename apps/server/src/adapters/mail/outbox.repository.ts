import { desc } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { mailOutbox, type StoredMailAttachment } from '../../db/schema/mail.js';
import type { MailAttachment, MailMessage } from './mailer.js';

export interface OutboxMessage extends MailMessage {
  sentAt: Date;
}

const toStored = ({ filename, contentType, content }: MailAttachment): StoredMailAttachment => ({
  filename,
  contentType,
  contentBase64: content.toString('base64'),
});

const fromStored = ({ filename, contentType, contentBase64 }: StoredMailAttachment) => ({
  filename,
  contentType,
  content: Buffer.from(contentBase64, 'base64'),
});

export function createOutboxRepository(db: Database) {
  return {
    async add(message: MailMessage, tx: Database = db): Promise<void> {
      await tx.insert(mailOutbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        attachments: message.attachments?.length ? message.attachments.map(toStored) : null,
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
          attachments: mailOutbox.attachments,
        })
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.id))
        .limit(limit)
        .then((rows) =>
          rows.map(({ attachments, ...message }) => ({
            ...message,
            attachments: (attachments ?? []).map(fromStored),
          })),
        );
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
