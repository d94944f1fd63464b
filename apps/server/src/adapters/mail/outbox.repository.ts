import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  mailOutbox,
  type OutboxDelivery,
  type OutboxStatus,
  type StoredMailAttachment,
} from '../../db/schema/mail.js';
import type { MailAttachment, MailMessage } from './mailer.js';

export interface OutboxMessage extends MailMessage {
  sentAt: Date;
}

/** A message as an operator sees it (LIFE-17): what it is about and how sending it went. */
export interface OutboxEntry {
  id: number;
  subject: string;
  status: OutboxStatus;
  sentAt: Date;
  attempts: number;
  deliveredAt: Date | null;
  lastError: string | null;
}

/** A message one worker holds until its claim ends; `attempt` fences what it writes back. */
export interface ClaimedMessage {
  id: number;
  attempt: number;
  message: MailMessage;
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

const messageOf = (row: typeof mailOutbox.$inferSelect): MailMessage => ({
  to: row.toAddress,
  subject: row.subject,
  text: row.textBody,
  html: row.htmlBody,
  ...(row.attachments ? { attachments: row.attachments.map(fromStored) } : {}),
});

/** Still pending and not claimed again since: a worker whose claim ran out writes nothing. */
const stillClaimed = ({ id, attempt }: ClaimedMessage) =>
  and(eq(mailOutbox.id, id), eq(mailOutbox.attempts, attempt), eq(mailOutbox.status, 'pending'));

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

    /**
     * Takes the message due first that no live claim holds, until `claimUntil`, counting an
     * attempt. Several workers may claim at once: SKIP LOCKED hands each a different row, and a
     * row another worker claimed meanwhile no longer matches when it is locked.
     */
    async claimDue(now: Date, claimUntil: Date): Promise<ClaimedMessage | undefined> {
      const due = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            eq(mailOutbox.status, 'pending'),
            or(isNull(mailOutbox.nextAttemptAt), lte(mailOutbox.nextAttemptAt, now)),
            or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, now)),
          ),
        )
        .orderBy(sql`${mailOutbox.nextAttemptAt} asc nulls first`, asc(mailOutbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(mailOutbox)
        .set({ claimedUntil: claimUntil, attempts: sql`${mailOutbox.attempts} + 1` })
        .where(inArray(mailOutbox.id, due))
        .returning();
      if (row === undefined) return undefined;
      return { id: row.id, attempt: row.attempts, message: messageOf(row) };
    },

    async markDelivered(claim: ClaimedMessage, via: OutboxDelivery, at: Date): Promise<void> {
      await db
        .update(mailOutbox)
        .set({
          status: 'delivered',
          deliveredAt: at,
          deliveredVia: via,
          claimedUntil: null,
          lastError: null,
        })
        .where(stillClaimed(claim));
    },

    /** Frees the message for another attempt at `nextAttemptAt`. */
    async scheduleRetry(claim: ClaimedMessage, nextAttemptAt: Date, error: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ nextAttemptAt, claimedUntil: null, lastError: error })
        .where(stillClaimed(claim));
    },

    /** Gives the message up: no attempt follows until an operator re-sends it (docs/jobs.md). */
    async markFailed(claim: ClaimedMessage, error: string): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'failed', claimedUntil: null, lastError: error })
        .where(stillClaimed(claim));
    },

    /** The last messages, newest first, or only those given up (LIFE-17); no address or body. */
    async entries(options: { limit: number; failedOnly: boolean }): Promise<OutboxEntry[]> {
      return db
        .select({
          id: mailOutbox.id,
          subject: mailOutbox.subject,
          status: mailOutbox.status,
          sentAt: mailOutbox.sentAt,
          attempts: mailOutbox.attempts,
          deliveredAt: mailOutbox.deliveredAt,
          lastError: mailOutbox.lastError,
        })
        .from(mailOutbox)
        .where(options.failedOnly ? eq(mailOutbox.status, 'failed') : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(options.limit);
    },

    /**
     * One message as written, with where sending it stands (a re-send copies it, LIFE-17), locked
     * for `tx`: two re-sends of one message take turns, the second seeing the first's copy.
     */
    async findForUpdate(
      id: number,
      tx: Database,
    ): Promise<{ status: OutboxStatus; message: MailMessage } | undefined> {
      const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for('update');
      return row && { status: row.status, message: messageOf(row) };
    },

    /** When the latest copy of message `id` was written at or after `since`, if one was. */
    async copiedSince(id: number, message: MailMessage, since: Date, tx: Database) {
      const [copy] = await tx
        .select({ writtenAt: mailOutbox.sentAt })
        .from(mailOutbox)
        .where(
          and(
            gt(mailOutbox.id, id),
            eq(mailOutbox.toAddress, message.to),
            eq(mailOutbox.subject, message.subject),
            eq(mailOutbox.textBody, message.text),
            gte(mailOutbox.sentAt, since),
          ),
        )
        .orderBy(desc(mailOutbox.id))
        .limit(1);
      return copy?.writtenAt;
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
