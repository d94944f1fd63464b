import type { MailSettings } from '../../config-sessions.js';
import type { Mailer } from './mailer.js';
import { createOutboxMailer } from './outbox-mailer.js';
import type { OutboxRepository } from './outbox.repository.js';
import { createSmtpMailer } from './smtp-mailer.js';

export function createMailer(settings: MailSettings, outbox: OutboxRepository): Mailer {
  return settings.smtpUrl === undefined
    ? createOutboxMailer(outbox)
    : createSmtpMailer(settings.smtpUrl, settings.from);
}
