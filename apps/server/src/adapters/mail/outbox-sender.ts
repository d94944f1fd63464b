import type { FastifyBaseLogger } from 'fastify';
import type { MailRetrySettings } from '../../config/sessions.js';
import { scrubPersonalData } from '../../logging/scrub-personal-data.js';
import type { MailTransport } from './mail-transport.js';
import type { OutboxRepository } from './outbox.repository.js';

// The `mail.send-outbox` job (OPS-25): hands every due message of the outbox to the transport,
// one claimed message at a time. Safe on several instances at once: a claim goes to one worker,
// and a claim whose worker died runs out and is taken again. A failure is retried with an
// exponential back-off until the last attempt, then the message is marked failed (docs/jobs.md).

/**
 * How long a worker holds a claimed message: longer than the SMTP time-outs together
 * (smtp-transport.ts), so a live worker's attempt ends before another may take the message.
 */
const CLAIM_MS = 5 * 60 * 1000;
/** The back-off stops doubling here. */
const MAX_RETRY_DELAY_MS = 4 * 60 * 60 * 1000;
/** One run ends after this many messages; the next run (scheduled or woken) takes the rest. */
const MESSAGES_PER_RUN = 200;
/** Enough to tell an operator what the server answered. */
const MAX_ERROR_LENGTH = 500;

/** The wait before the attempt after `attempt` failed: first delay × 2^(attempt − 1), capped. */
export function retryDelayMs(attempt: number, firstRetryDelayMs: number): number {
  return Math.min(firstRetryDelayMs * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
}

/** What the server or the network said, without any e-mail address or other personal data. */
function failureText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return scrubPersonalData(text).slice(0, MAX_ERROR_LENGTH);
}

export interface OutboxSenderDependencies {
  outbox: OutboxRepository;
  transport: MailTransport;
  retry: MailRetrySettings;
  now: () => Date;
  logger: FastifyBaseLogger;
}

export interface OutboxRun {
  delivered: number;
  retrying: number;
  failed: number;
}

export function createOutboxSender(dependencies: OutboxSenderDependencies) {
  const { outbox, transport, retry, now, logger } = dependencies;

  return {
    async sendDue(): Promise<OutboxRun> {
      const run: OutboxRun = { delivered: 0, retrying: 0, failed: 0 };
      for (let taken = 0; taken < MESSAGES_PER_RUN; taken += 1) {
        const claimedAt = now();
        const claim = await outbox.claimDue(claimedAt, new Date(claimedAt.getTime() + CLAIM_MS));
        if (claim === undefined) break;
        try {
          await transport.deliver(claim.message);
        } catch (error) {
          const lastError = failureText(error);
          const line = { messageId: claim.id, attempt: claim.attempt, lastError };
          if (claim.attempt >= retry.maxAttempts) {
            await outbox.markFailed(claim, lastError);
            run.failed += 1;
            logger.error(line, 'Mail not sent after its last attempt; marked failed');
          } else {
            const delay = retryDelayMs(claim.attempt, retry.firstRetryDelayMs);
            await outbox.scheduleRetry(claim, new Date(now().getTime() + delay), lastError);
            run.retrying += 1;
            logger.warn({ ...line, retryInMs: delay }, 'Mail not sent; retrying later');
          }
          continue;
        }
        await outbox.markDelivered(claim, transport.via, now());
        run.delivered += 1;
      }
      return run;
    },
  };
}
