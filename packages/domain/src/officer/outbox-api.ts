import { z } from 'zod';
import { SERVICE_BASE_PATHS } from '../http/service-paths.js';

// The console's view of the mail outbox (LIFE-17, docs/jobs.md): its last messages, or those the
// sender gave up on, and a supervisor's "Send again", which queues a copy as a new message (the
// sender sends each message once), audited. `npm run outbox` does the same (LIFE-18). What is
// listed names no one: a message's subject, status and times, never its address or body.

const BASE = SERVICE_BASE_PATHS.officer;

export const OUTBOX_API_PATHS = {
  /** GET ?failedOnly=true: the last messages, newest first (supervisors). */
  messages: `${BASE}/outbox/messages`,
  /** POST { id }: queues a sent or failed message again as a new message (supervisors); audited. */
  resend: `${BASE}/outbox/messages/resend`,
} as const;

/** How many messages the console and `npm run outbox -- list` show. */
export const OUTBOX_MESSAGES_LISTED = 50;

/** Waiting for the sender, handed over, or given up after its last attempt (OPS-25). */
export const OUTBOX_MESSAGE_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type OutboxMessageStatus = (typeof OUTBOX_MESSAGE_STATUSES)[number];

export const OUTBOX_MESSAGE_STATUS_LABELS: Readonly<Record<OutboxMessageStatus, string>> = {
  pending: 'Waiting to be sent',
  delivered: 'Sent',
  failed: 'Not sent',
};

/** A waiting message is still the sender's: only a sent or failed one may be sent again. */
export function mayResendOutboxMessage(status: OutboxMessageStatus): boolean {
  return status !== 'pending';
}

export const outboxMessagesQuerySchema = z.object({
  failedOnly: z.enum(['true', 'false']).optional(),
});

const messageId = z.number().int().positive();
const instant = z.string().datetime();

export const outboxMessageSchema = z.object({
  id: messageId,
  subject: z.string(),
  status: z.enum(OUTBOX_MESSAGE_STATUSES),
  /** When the portal wrote it. */
  writtenAt: instant,
  attempts: z.number().int(),
  deliveredAt: instant.nullable(),
  /** The last failure, any e-mail address masked; null once delivered. */
  lastError: z.string().nullable(),
});

export type OutboxMessageView = z.infer<typeof outboxMessageSchema>;

export const outboxMessagesSchema = z.object({ messages: z.array(outboxMessageSchema) });

export const resendOutboxMessageSchema = z.object({ id: messageId });

export const OUTBOX_MESSAGES = {
  notFound: 'There is no message with this number.',
  stillPending:
    'This message is still waiting to be sent; it can be sent again once it is sent or has failed.',
  resent: 'The message has been queued again as a new message; it will be sent shortly.',
  /** LIFE-21: a second re-send of one message within a minute; `at` in Singapore time. */
  resentRecently: (at: string) =>
    `This message was sent again at ${at}; wait a minute before sending it once more.`,
} as const;
