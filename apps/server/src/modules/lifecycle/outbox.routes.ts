import {
  OUTBOX_API_PATHS,
  outboxMessagesQuerySchema,
  outboxMessagesSchema,
  resendOutboxMessageSchema,
} from '@aviation-permits/domain/officer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInOfficer } from '../../http/signed-in-officer.js';
import { serviceRoutePath } from '../../http/service-route-path.js';
import type { OfficerAuditPort } from '../../platform/ports/officer-audit.js';
import type { OutboxMessages } from './outbox-messages.js';

// LIFE-17: the console's view of the mail outbox, for supervisors (403 to another officer, by the
// officer-session plugin): the last messages or the failed ones, and "Send again", which queues a
// copy and writes the audit row (`mail.resend`) in one transaction.

export function outboxRoutes(messages: OutboxMessages, audit: OfficerAuditPort) {
  const tags = ['officer jobs'];
  const plugin: FastifyPluginAsyncZod = async (app) => {
    app.get(
      serviceRoutePath('officer', OUTBOX_API_PATHS.messages),
      {
        config: { requireOfficer: 'supervisor' },
        schema: {
          tags,
          summary:
            'The mail outbox’s last messages, newest first, or only the failed (supervisors)',
          querystring: outboxMessagesQuerySchema,
          response: { 200: outboxMessagesSchema },
        },
      },
      async (request) => ({ messages: await messages.list(request.query.failedOnly === 'true') }),
    );

    app.post(
      serviceRoutePath('officer', OUTBOX_API_PATHS.resend),
      {
        config: { requireOfficer: 'supervisor' },
        schema: {
          tags,
          summary: 'Queues a sent or failed message again as a new message (supervisors); audited',
          body: resendOutboxMessageSchema,
        },
      },
      async (request, reply) => {
        const { officerId } = signedInOfficer(request);
        await messages.resend(request.body.id, officerId, (entry, tx) =>
          audit.append(request, entry, tx),
        );
        return reply.status(204).send();
      },
    );
  };
  return plugin;
}
