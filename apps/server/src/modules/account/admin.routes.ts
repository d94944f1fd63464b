import { timingSafeEqual } from 'node:crypto';
import { ACCOUNT_STATUSES, ERROR_CODES } from '@aviation-permits/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../errors/http-error.js';
import { ACCOUNT_COMMANDS, runAccountCommand, type AccountCommand } from './account-commands.js';
import type { AccountStatusService } from './account-status.service.js';
import type { AccountRepository } from '../../platform/accounts/account.repository.js';

// POST /internal/accounts/transition: how `npm run accounts` reaches a running server whose
// embedded PGlite database no second process may open. Only from the same machine (the socket's
// own address, whatever X-Forwarded-For says) and with the token the server wrote, mode 0600,
// into DATA_DIR/admin-token at start. Outside the service pipeline: it is not a browser call.

export const ADMIN_TRANSITION_PATH = '/internal/accounts/transition';

const LOOPBACK_ADDRESSES = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const commandNames = Object.keys(ACCOUNT_COMMANDS) as [AccountCommand, ...AccountCommand[]];

export const adminTransitionRequestSchema = z.object({
  command: z.enum(commandNames),
  email: z.string().min(1),
  actor: z.string().min(1),
  reason: z.string().nullable(),
});

export const adminTransitionResultSchema = z.object({
  accountId: z.string(),
  email: z.string(),
  from: z.enum(ACCOUNT_STATUSES),
  to: z.enum(ACCOUNT_STATUSES),
  notified: z.string().nullable(),
});

function sameToken(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function isAuthorised(request: FastifyRequest, adminToken: string): boolean {
  if (!LOOPBACK_ADDRESSES.has(request.socket.remoteAddress ?? '')) return false;
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') && sameToken(header.slice('Bearer '.length), adminToken);
}

export interface AdminRoutesDependencies {
  adminToken: string;
  accounts: AccountRepository;
  accountStatus: AccountStatusService;
}

export function adminRoutes(dependencies: AdminRoutesDependencies): FastifyPluginAsyncZod {
  const { adminToken, accounts, accountStatus } = dependencies;
  return async (app) => {
    app.post(
      ADMIN_TRANSITION_PATH,
      {
        schema: {
          hide: true,
          body: adminTransitionRequestSchema,
          response: { 200: adminTransitionResultSchema },
        },
        // Checked before the body is even parsed.
        onRequest: async (request) => {
          if (!isAuthorised(request, adminToken)) throw new HttpError(403, ERROR_CODES.forbidden);
        },
      },
      async (request) => runAccountCommand(accounts, accountStatus, request.body),
    );
  };
}
