import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import {
  mailOutbox,
  type OutboxDelivery,
  type StoredMailAttachment,
} from '../../db/schema/mail.js';
import type { MailAttachment, MailMessage } from './mailer.js';

export interface OutboxMessage extends MailMessage {
  sentAt: Date;
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
      return {
        id: row.id,
        attempt: row.attempts,
        message: {
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          ...(row.attachments ? { attachments: row.attachments.map(fromStored) } : {}),
        },
      };
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
