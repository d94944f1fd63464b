import { outboxMessageSchema, resendOutboxMessageSchema } from '@aviation-permits/domain/officer';
import { z } from 'zod';
import type { OutboxMessages, WriteResendAudit } from './outbox-messages.js';

// What operators do to the mail outbox with `npm run outbox` (LIFE-18): list the last or the failed
// messages, and send one again, audited as done by `cli:<user>`. Used by the CLI on its own
// database and by the running server's loopback route, as the console's calls use the same
// outbox messages (LIFE-17).

export const outboxCommandRequestSchema = z.discriminatedUnion('command', [
  z.object({ command: z.literal('list'), failedOnly: z.boolean() }),
  z.object({
    command: z.literal('resend'),
    id: resendOutboxMessageSchema.shape.id,
    actor: z.string().min(1),
  }),
]);
export type OutboxCommandRequest = z.infer<typeof outboxCommandRequestSchema>;

export const outboxCommandResultSchema = z.object({
  /** The messages listed; none for a re-send. */
  messages: z.array(outboxMessageSchema),
});
export type OutboxCommandResult = z.infer<typeof outboxCommandResultSchema>;

export async function runOutboxCommand(
  messages: OutboxMessages,
  request: OutboxCommandRequest,
  writeAudit: WriteResendAudit,
): Promise<OutboxCommandResult> {
  if (request.command === 'list') return { messages: await messages.list(request.failedOnly) };
  await messages.resend(request.id, request.actor, writeAudit);
  return { messages: [] };
}
