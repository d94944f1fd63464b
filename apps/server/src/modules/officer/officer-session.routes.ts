import { OFFICER_API_PATHS, officerSessionSchema } from '@aviation-permits/domain/officer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UnauthorizedError } from '../../errors/http-errors.js';
import { serviceRoutePath } from '../../http/service-route-path.js';
import type { OfficerSessionService } from '../../platform/officer-sessions/officer-session.service.js';
import { auditOriginOf } from './audit-origin.js';
import { officerSessionAnswer } from './officer-session-answer.js';
import type { OfficerSignInService } from './officer-sign-in.service.js';

// The officer session's status and sign-out (OFF-5). The status call answers any running officer
// session, signing in or signed in, so the console knows which step to show; sign-out answers 204
// with or without one.

export function officerSessionRoutes(
  signIn: OfficerSignInService,
  officerSessions: OfficerSessionService,
): FastifyPluginAsyncZod {
  const tags = ['officer session'];
  return async (app) => {
    app.get(
      serviceRoutePath('officer', OFFICER_API_PATHS.session),
      {
        config: { requireOfficer: 'any-stage' },
        schema: {
          tags,
          summary: 'Who is signed in (or signing in): name, role, whether enrolled, the stage',
          response: { 200: officerSessionSchema },
        },
      },
      async (request) => {
        if (request.officerSession === null) throw new UnauthorizedError();
        return officerSessionAnswer(request.officerSession, officerSessions);
      },
    );

    app.post(
      serviceRoutePath('officer', OFFICER_API_PATHS.signOut),
      {
        schema: {
          tags,
          summary: 'Ends the officer session and clears its cookie',
          response: { 204: z.undefined() },
        },
      },
      async (request, reply) => {
        await signIn.signOut(request.officerSession, auditOriginOf(request));
        request.officerSession = null;
        officerSessions.clearCookie(reply);
        return reply.status(204).send();
      },
    );
  };
}
