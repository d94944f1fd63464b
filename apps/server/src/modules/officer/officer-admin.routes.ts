import { ERROR_CODES } from '@aviation-permits/domain/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors/http-error.js';
import { isLoopbackAdminRequest } from '../../http/loopback-admin.js';
import {
  officerCommandRequestSchema,
  officerCommandResultSchema,
  runOfficerCommand,
  type OfficerCommandDependencies,
} from './officer-commands.js';

// POST /internal/officers/command: how `npm run officers` reaches a running server whose embedded
// PGlite database no second process may open. Only from the same machine and with the server's
// admin token (http/loopback-admin.ts). Outside the service pipeline: it is not a browser call.

export const OFFICER_ADMIN_PATH = '/internal/officers/command';

export function officerAdminRoutes(
  adminToken: string,
  commands: OfficerCommandDependencies,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      OFFICER_ADMIN_PATH,
      {
        schema: {
          hide: true,
          body: officerCommandRequestSchema,
          response: { 200: officerCommandResultSchema },
        },
        // Checked before the body is even parsed.
        onRequest: async (request) => {
          if (!isLoopbackAdminRequest(request, adminToken)) {
            throw new HttpError(403, ERROR_CODES.forbidden);
          }
        },
      },
      async (request) => runOfficerCommand(commands, request.body),
    );
  };
}
