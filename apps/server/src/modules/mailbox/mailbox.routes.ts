import { DEV_MAILBOX_PATHS, mailboxSchema } from '@aviation-permits/domain/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OutboxRepository } from '../../adapters/mail/outbox.repository.js';
import { mailboxPage } from './mailbox-page.js';

// Outside production only (the mailbox module is development-only): the outbox for a developer's
// eyes and for the e2e suite, which reads one-time codes from the JSON.

/** Enough for any test run or manual session; older messages stay in the table. */
const LISTED_MESSAGES = 200;

export function devMailboxRoutes(outbox: OutboxRepository): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      DEV_MAILBOX_PATHS.json,
      { schema: { hide: true, response: { 200: mailboxSchema } } },
      async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        const messages = await outbox.list(LISTED_MESSAGES);
        return messages.map((message) => ({ ...message, sentAt: message.sentAt.toISOString() }));
      },
    );

    app.get(DEV_MAILBOX_PATHS.page, { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.type('text/html; charset=utf-8');
      return mailboxPage(await outbox.list(LISTED_MESSAGES));
    });
  };
}
