import { formatSingaporeDateTime } from '@aviation-permits/domain/validation';
import {
  mayResendOutboxMessage,
  OUTBOX_MESSAGES,
  OUTBOX_MESSAGES_LISTED,
  type OutboxMessageView,
} from '@aviation-permits/domain/officer';
import type { Mailer } from '../../adapters/mail/mailer.js';
import type { OutboxRepository } from '../../adapters/mail/outbox.repository.js';
import type { Database } from '../../db/database.js';
import { ConflictError, NotFoundError } from '../../errors/http-errors.js';

// An operator's view of the mail outbox and the re-sending of a message (LIFE-14, LIFE-17,
// LIFE-18), for the console's supervisors and for `npm run outbox`. A re-send never touches the
// message: the mailer writes a copy as a new message, which the sender sends once like any other
// (OPS-25), in the transaction that writes the audit row.

/** The audit row of a re-send, written by the caller's audit trail in the re-send's transaction. */
interface ResendAuditEntry {
  at: Date;
  actor: string;
  action: 'mail.resend';
  subjectType: 'mail';
  subjectId: string;
  message: string;
}

/**
 * LIFE-21: a double click of Send again, or two supervisors at once, queue one copy. The server
 * refuses a second re-send of one message within this window rather than trusting a key from the
 * page: it also covers two people, and `npm run outbox`, which has no page. The original is locked
 * for the re-send's transaction, so the second of two at once sees the first's copy.
 */
const RESEND_WINDOW_MS = 60_000;

export type WriteResendAudit = (entry: ResendAuditEntry, tx: Database) => Promise<void>;

interface OutboxMessagesDependencies {
  db: Database;
  outbox: OutboxRepository;
  mailer: Mailer;
  now: () => Date;
}

export function createOutboxMessages({ db, outbox, mailer, now }: OutboxMessagesDependencies) {
  return {
    /** The last messages, newest first, or only those the sender gave up. */
    async list(failedOnly: boolean): Promise<OutboxMessageView[]> {
      const entries = await outbox.entries({ limit: OUTBOX_MESSAGES_LISTED, failedOnly });
      return entries.map(({ sentAt, deliveredAt, ...entry }) => ({
        ...entry,
        writtenAt: sentAt.toISOString(),
        deliveredAt: deliveredAt?.toISOString() ?? null,
      }));
    },

    /** Queues a sent or failed message again; 404 for no such message, 409 for a waiting one. */
    async resend(id: number, actor: string, writeAudit: WriteResendAudit): Promise<void> {
      const wakeSender = await db.transaction(async (tx) => {
        const original = await outbox.findForUpdate(id, tx);
        if (original === undefined) throw new NotFoundError(OUTBOX_MESSAGES.notFound);
        if (!mayResendOutboxMessage(original.status)) {
          throw new ConflictError(OUTBOX_MESSAGES.stillPending);
        }
        const since = new Date(now().getTime() - RESEND_WINDOW_MS);
        const copied = await outbox.copiedSince(id, original.message, since, tx);
        if (copied !== undefined) {
          throw new ConflictError(
            OUTBOX_MESSAGES.resentRecently(formatSingaporeDateTime(copied.getTime())),
          );
        }
        const wake = await mailer.sendWithin(tx, original.message);
        const subjectId = String(id);
        const message = `Queued again as a new message (was ${original.status})`;
        await writeAudit(
          { at: now(), actor, action: 'mail.resend', subjectType: 'mail', subjectId, message },
          tx,
        );
        return wake;
      });
      await wakeSender();
    },
  };
}

export type OutboxMessages = ReturnType<typeof createOutboxMessages>;
