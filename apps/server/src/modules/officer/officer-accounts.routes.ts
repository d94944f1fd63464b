import { OFFICER_ROUTE_PATTERNS, officerAccountDecisionSchema } from '@aviation-permits/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { UnauthorizedError } from '../../errors/http-errors.js';
import { serviceRoutePath } from '../../http/service-route-path.js';
import type { AccountDecisionsPort } from '../../platform/ports/account-decisions.js';
import { auditOriginOf } from './audit-origin.js';
import type { OfficerAuditRepository } from './officer-audit.repository.js';

// An officer's decision on an account (OFF-22): approve, reject, ask for more information or
// disable, by the account module's status service (accountDecisions port), with the officer's
// audit row in the same transaction.

export interface OfficerAccountRoutesDependencies {
  db: Database;
  accounts: AccountDecisionsPort;
  audit: OfficerAuditRepository;
  now: () => Date;
}

const idParams = z.object({ id: z.uuid({ error: 'Account is invalid' }) });

export function officerAccountRoutes({
  db,
  accounts,
  audit,
  now,
}: OfficerAccountRoutesDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      serviceRoutePath('officer', OFFICER_ROUTE_PATTERNS.accountDecision),
      {
        config: { requireOfficer: true },
        schema: {
          tags: ['officer accounts'],
          summary: 'A decision on an account through the account-status service; e-mailed, audited',
          params: idParams,
          body: officerAccountDecisionSchema,
        },
      },
      async (request, reply) => {
        const session = request.officerSession;
        if (session === null) throw new UnauthorizedError();
        const decision = request.body;
        const afterCommit = await db.transaction(async (tx) => {
          const outcome = await accounts.decideWithin(
            tx,
            request.params.id,
            decision,
            `officer:${session.officerId}`,
          );
          await audit.append(
            {
              at: now(),
              actor: session.officerId,
              action: `account.${decision.action}`,
              subjectType: 'account',
              subjectId: request.params.id,
              message: outcome.auditMessage,
              ...auditOriginOf(request),
            },
            tx,
          );
          return outcome.afterCommit;
        });
        await afterCommit?.();
        return reply.status(204).send();
      },
    );
  };
}
