import type { MailSettings } from '../../config/sessions.js';
import { keepInOutbox, type MailTransport } from './mail-transport.js';
import { createSmtpTransport } from './smtp-transport.js';

export function createMailTransport(settings: MailSettings): MailTransport {
  return settings.smtpUrl === undefined
    ? keepInOutbox
    : createSmtpTransport(settings.smtpUrl, settings.from);
}
