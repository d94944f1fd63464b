import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A message's attached file as the outbox keeps it (a payment receipt, PAY-12). */
export interface StoredMailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * Mail the portal sent while no SMTP server is configured (OPS-3: the outbox), readable at
 * /dev/mailbox outside production. Written in the same transaction as the change it reports.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Null when the message has no attachments. */
    attachments: jsonb('attachments').$type<StoredMailAttachment[]>(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_sent_at_idx').on(table.sentAt)],
);
