import {
  OFFICER_API_PATHS,
  OFFICER_ROUTE_PATTERNS,
  officerAccountDecisionSchema,
  officerAccountQueueQuerySchema,
  officerAccountQueueSchema,
  officerAccountReviewSchema,
} from '@aviation-permits/domain/officer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { NotFoundError } from '../../errors/http-errors.js';
import { serviceRoutePath } from '../../http/service-route-path.js';
import { signedInOfficer } from '../../http/signed-in-officer.js';
import type { AccountDecisionsPort } from '../../platform/ports/account-decisions.js';
import type { ProfileReviewPort } from '../../platform/ports/profile-review.js';
import type { OfficerAuditRepository } from './officer-audit.repository.js';
import { createDecisionAudit } from './officer-decision-audit.js';
import { sendAuditedDocument } from './officer-document-reply.js';
import { createReadAudit } from './officer-read-audit.js';

// The accounts to review and one under an officer's review (OFF-22): its profile and documents
// (the profile module's, profileReview port), and the decision on it (approve, reject, ask for
// more information or disable) by the account module's status service (accountDecisions port),
// with the officer's audit row in the same transaction (officer-decision-audit.ts). Opening the
// review and downloading a document are audited reads (OFF-41).

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
  const auditRead = createReadAudit(db, audit, now);
  const auditDecision = createDecisionAudit(db, audit, now);
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
        await auditRead(request, {
          action: 'account.read',
          subjectType: 'account',
          subjectId: review.id,
        });
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
        const { id, documentId } = request.params;
        const file = await profiles.document(id, documentId);
        const downloaded = { subjectType: 'account', subjectId: id, documentId } as const;
        return sendAuditedDocument(request, reply, auditRead, file, downloaded);
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
        const { officerId } = signedInOfficer(request);
        const decision = request.body;
        const accountId = request.params.id;
        await auditDecision(
          request,
          { action: `account.${decision.action}`, subjectType: 'account', subjectId: accountId },
          (tx) => accounts.decideWithin(tx, accountId, decision, `officer:${officerId}`),
        );
        return reply.status(204).send();
      },
    );
  };
}
