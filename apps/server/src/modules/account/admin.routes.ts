import { ACCOUNT_STATUSES } from '@aviation-permits/domain/account';
import { ERROR_CODES } from '@aviation-permits/domain/http';
import { OFFICER_ACCOUNT_DECISIONS } from '@aviation-permits/domain/officer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../errors/http-error.js';
import { isLoopbackAdminRequest } from '../../http/loopback-admin.js';
import { runAccountCommand } from './account-commands.js';
import type { AccountStatusService } from './account-status.service.js';
import type { AccountRepository } from '../../platform/accounts/account.repository.js';

// POST /internal/accounts/transition: how `npm run accounts` reaches a running server whose
// embedded PGlite database no second process may open. Only from the same machine and with the
// server's admin token (http/loopback-admin.ts). Outside the service pipeline: it is not a browser
// call.

export const ADMIN_TRANSITION_PATH = '/internal/accounts/transition';

const adminTransitionRequestSchema = z.object({
  command: z.enum(OFFICER_ACCOUNT_DECISIONS),
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
          if (!isLoopbackAdminRequest(request, adminToken)) {
            throw new HttpError(403, ERROR_CODES.forbidden);
          }
        },
      },
      async (request) => runAccountCommand(accounts, accountStatus, request.body),
    );
  };
}
