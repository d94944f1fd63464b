import {
  OFFICER_API_PATHS,
  OFFICER_ROUTE_PATTERNS,
  officerAccountDecisionSchema,
  officerAccountQueueQuerySchema,
  officerAccountQueueSchema,
  officerAccountReviewSchema,
} from '@aviation-permits/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { NotFoundError, UnauthorizedError } from '../../errors/http-errors.js';
import { attachmentDisposition } from '../../http/content-disposition.js';
import { serviceRoutePath } from '../../http/service-route-path.js';
import type { AccountDecisionsPort } from '../../platform/ports/account-decisions.js';
import type { ProfileReviewPort } from '../../platform/ports/profile-review.js';
import { auditOriginOf } from './audit-origin.js';
import type { OfficerAuditRepository } from './officer-audit.repository.js';

// The accounts to review and one under an officer's review (OFF-22): its profile and documents (the profile module's,
// profileReview port), and the decision on it (approve, reject, ask for more information or
// disable) by the account module's status service (accountDecisions port), with the officer's
// audit row in the same transaction.

export interface OfficerAccountRoutesDependencies {
  db: Database;
  accounts: AccountDecisionsPort;
  profiles: ProfileReviewPort;
  audit: OfficerAuditRepository;
  now: () => Date;
}

const idParams = z.object({ id: z.uuid({ error: 'Account is invalid' }) });
const documentParams = idParams.extend({ documentId: z.uuid({ error: 'Document is invalid' }) });

export function officerAccountRoutes({
  db,
  accounts,
  profiles,
  audit,
  now,
}: OfficerAccountRoutesDependencies): FastifyPluginAsyncZod {
  const tags = ['officer accounts'];
  return async (app) => {
    app.get(
      serviceRoutePath('officer', OFFICER_API_PATHS.accounts),
      {
        config: { requireOfficer: true },
        schema: {
          tags,
          summary: 'The accounts to review (SUBMITTED), oldest first, with their count',
          querystring: officerAccountQueueQuerySchema,
          response: { 200: officerAccountQueueSchema },
        },
      },
      async (request) => accounts.toReview(request.query),
    );

    app.get(
      serviceRoutePath('officer', OFFICER_ROUTE_PATTERNS.account),
      {
        config: { requireOfficer: true },
        schema: {
          tags,
          summary: "One account's status, address, profile and documents",
          params: idParams,
          response: { 200: officerAccountReviewSchema },
        },
      },
      async (request) => {
        const review = await profiles.review(request.params.id);
        if (!review) throw new NotFoundError('The account does not exist.');
        return review;
      },
    );

    app.get(
      serviceRoutePath('officer', OFFICER_ROUTE_PATTERNS.accountDocument),
      {
        config: { requireOfficer: true },
        schema: {
          tags,
          summary: "Downloads one of the account's documents with its stored name and type",
          params: documentParams,
        },
      },
      async (request, reply) => {
        const document = await profiles.document(request.params.id, request.params.documentId);
        if (!document) throw new NotFoundError('The document does not exist.');
        return reply
          .header('content-type', document.contentType)
          .header('content-disposition', attachmentDisposition(document.name))
          .header('cache-control', 'private, no-store')
          .send(document.content);
      },
    );

    app.post(
      serviceRoutePath('officer', OFFICER_ROUTE_PATTERNS.accountDecision),
      {
        config: { requireOfficer: true },
        schema: {
          tags,
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
