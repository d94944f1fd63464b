import { ERROR_CODES } from '@aviation-permits/domain/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors/http-error.js';
import { isLoopbackAdminRequest } from '../../http/loopback-admin.js';
import type { OfficerAuditPort } from '../../platform/ports/officer-audit.js';
import {
  outboxCommandRequestSchema,
  outboxCommandResultSchema,
  runOutboxCommand,
} from './outbox-commands.js';
import type { OutboxMessages } from './outbox-messages.js';

// POST /internal/outbox/command: how `npm run outbox` reaches a running server whose embedded
// PGlite database no second process may open (LIFE-18). Only from the same machine and with the
// server's admin token (http/loopback-admin.ts). Outside the service pipeline: not a browser call.

export const OUTBOX_ADMIN_PATH = '/internal/outbox/command';

export function outboxAdminRoutes(
  adminToken: string,
  messages: OutboxMessages,
  audit: OfficerAuditPort,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      OUTBOX_ADMIN_PATH,
      {
        schema: {
          hide: true,
          body: outboxCommandRequestSchema,
          response: { 200: outboxCommandResultSchema },
        },
        // Checked before the body is even parsed.
        onRequest: async (request) => {
          if (!isLoopbackAdminRequest(request, adminToken)) {
            throw new HttpError(403, ERROR_CODES.forbidden);
          }
        },
      },
      async (request) =>
        runOutboxCommand(messages, request.body, (entry, tx) => audit.append(request, entry, tx)),
    );
  };
}
