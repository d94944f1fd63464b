import type { Mailer } from './mailer.js';
import type { OutboxRepository } from './outbox.repository.js';

/** Mail kept in the database instead of sent: development, tests and the e2e suite read it there. */
export function createOutboxMailer(outbox: OutboxRepository): Mailer {
  const nothingAfterCommit = async (): Promise<void> => {};
  return {
    send: (message) => outbox.add(message),
    async sendWithin(transaction, message) {
      await outbox.add(message, transaction);
      return nothingAfterCommit;
    },
  };
}
