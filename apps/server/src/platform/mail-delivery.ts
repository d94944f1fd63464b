import type { FastifyBaseLogger } from 'fastify';
import { createMailTransport } from '../adapters/mail/create-mail-transport.js';
import type { MailTransport } from '../adapters/mail/mail-transport.js';
import type { Mailer } from '../adapters/mail/mailer.js';
import { createOutboxMailer } from '../adapters/mail/outbox-mailer.js';
import { createOutboxSender } from '../adapters/mail/outbox-sender.js';
import { createOutboxRepository } from '../adapters/mail/outbox.repository.js';
import type { MailSettings } from '../config/sessions.js';
import type { Database } from '../db/database.js';
import type { JobDefinition } from './jobs/job-definition.js';
import type { JobRunner } from './jobs/job-runner.js';

// The platform's mail (OPS-25, docs/jobs.md): the mailer every module writes with, which only
// ever writes the outbox, and the job that sends the outbox, woken by each message and also run
// every minute for retries and for any wake-up that was lost.

export const SEND_OUTBOX_JOB = 'mail.send-outbox';

export interface MailDeliveryOptions {
  db: Database;
  settings: MailSettings;
  /** SMTP_URL's server, or the outbox alone; tests hand in a fake. */
  transport: MailTransport | undefined;
  jobs: Pick<JobRunner, 'send'>;
  now: () => Date;
  logger: FastifyBaseLogger;
}

export function createMailDelivery(options: MailDeliveryOptions): {
  mailer: Mailer;
  job: JobDefinition;
} {
  const { jobs, logger } = options;
  const outbox = createOutboxRepository(options.db);
  const sender = createOutboxSender({
    outbox,
    transport: options.transport ?? createMailTransport(options.settings),
    retry: options.settings.retry,
    now: options.now,
    logger: logger.child({ component: 'mail' }),
  });
  const wakeSender = async (): Promise<void> => {
    try {
      await jobs.send(SEND_OUTBOX_JOB);
    } catch (error) {
      logger.warn({ err: error }, 'The mail sender was not woken; its next scheduled run sends');
    }
  };
  return {
    mailer: createOutboxMailer(outbox, wakeSender),
    job: {
      name: SEND_OUTBOX_JOB,
      schedule: '* * * * *',
      // Each message keeps its own attempts and back-off; a failed run's are next minute's.
      retries: 0,
      run: async () => {
        await sender.sendDue();
      },
    },
  };
}
