import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A message's attached file as the outbox keeps it (a payment receipt, PAY-12). */
export interface StoredMailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/**
 * Waiting for the sender (a first try or a retry); handed to the SMTP server, or kept here when
 * none is configured; given up after the last attempt (OPS-25, docs/jobs.md).
 */
export type OutboxStatus = 'pending' | 'delivered' | 'failed';

/** Where a delivered message went: the SMTP server, or nowhere but this table (development). */
export type OutboxDelivery = 'smtp' | 'outbox';

/**
 * Every e-mail the portal sends (OPS-3, OPS-25): written in the same transaction as the change it
 * reports, then sent by the `mail.send-outbox` job (adapters/mail/outbox-sender.ts). Readable at
 * /dev/mailbox outside production.
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
    /** When the portal wrote the message (the mailbox's "Sent"). */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    /** Attempts started so far; each claim counts one, and fences a late worker's answer. */
    attempts: integer('attempts').notNull().default(0),
    /** After a failed attempt, the next is not started before this; null: due at once. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A worker holds the message until then; past it, another worker may take it again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** The last failure, with any address masked. */
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveredVia: text('delivered_via').$type<OutboxDelivery>(),
  },
  (table) => [
    index('mail_outbox_sent_at_idx').on(table.sentAt),
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    // The messages given up, newest first, for the console and `npm run outbox` (LIFE-17, LIFE-18):
    // the table is never pruned, and failures are rare among its rows.
    index('mail_outbox_failed_idx')
      .on(table.id)
      .where(sql`${table.status} = 'failed'`),
  ],
);
