import type { AfterCommit, Mailer } from './mailer.js';
import type { OutboxRepository } from './outbox.repository.js';

/**
 * The portal's one mailer: the outbox row is the message, and `wakeSender` asks for a run of the
 * sender job (it catches its own failures: the sender's schedule finds the row anyway).
 */
export function createOutboxMailer(outbox: OutboxRepository, wakeSender: AfterCommit): Mailer {
  return {
    async send(message) {
      await outbox.add(message);
      await wakeSender();
    },
    async sendWithin(transaction, message) {
      await outbox.add(message, transaction);
      return wakeSender;
    },
  };
}
