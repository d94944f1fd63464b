import type { MailTransport } from '../adapters/mail/mail-transport.js';
import type { MailMessage } from '../adapters/mail/mailer.js';
import { deferred } from './deferred.js';

// Stand-ins for the SMTP server of SMTP_URL, handed to buildApp as `mailTransport` or to the
// outbox sender: one that records what it takes, one that fails first, one that hangs.

export interface RecordingTransport extends MailTransport {
  /** Every message taken, in order (a message taken twice is here twice). */
  delivered: MailMessage[];
}

/** Takes every message; it fails the first `failures` attempts the way a down server does. */
export function recordingTransport(failures = 0): RecordingTransport {
  const delivered: MailMessage[] = [];
  let failed = 0;
  return {
    via: 'smtp',
    delivered,
    async deliver(message) {
      if (failed < failures) {
        failed += 1;
        throw new Error(`Can't send mail - all recipients were rejected: 550 <${message.to}>`);
      }
      delivered.push(message);
    },
  };
}

export interface HangingTransport extends MailTransport {
  /** Resolves when a delivery has started (and hangs). */
  started: Promise<void>;
  /** Lets the hanging deliveries finish. */
  release(): void;
}

/** A server that accepts the connection and then says nothing, until released. */
export function hangingTransport(): HangingTransport {
  const started = deferred();
  const released = deferred();
  return {
    via: 'smtp',
    started: started.promise,
    release: () => released.resolve(),
    async deliver() {
      started.resolve();
      await released.promise;
    },
  };
}
