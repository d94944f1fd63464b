import {
  OFFICER_API_PATHS,
  OFFICER_DECISION_MESSAGES,
  OFFICER_ROUTE_PATTERNS,
  officerApplicationDecisionSchema,
  officerApplicationQueueQuerySchema,
  officerApplicationQueueSchema,
  officerApplicationReviewSchema,
  type OfficerApplicationDecision,
} from '@aviation-permits/domain/officer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { NotFoundError, ValidationError } from '../../errors/http-errors.js';
import { serviceRoutePath } from '../../http/service-route-path.js';
import { signedInOfficer } from '../../http/signed-in-officer.js';
import type {
  ActingOfficer,
  ApplicationDecisionsPort,
} from '../../platform/ports/application-decisions.js';
import type { FastifyRequest } from 'fastify';
import type { OfficerAuditRepository } from './officer-audit.repository.js';
import { createDecisionAudit } from './officer-decision-audit.js';
import { sendAuditedDocument } from './officer-document-reply.js';
import { createReadAudit } from './officer-read-audit.js';
import type { OfficerRepository } from './officer.repository.js';

// The queues of applications (OFF-18), one application under an officer's review with its
// documents (OFF-40) and the decisions on it (OFF-19 to OFF-21). Opening a review and downloading a
// document are audited reads (OFF-41). The move is the application module's (applicationDecisions
// port); its audit row is written in the same transaction (officer-decision-audit.ts).

export interface OfficerApplicationRoutesDependencies {
  db: Database;
  decisions: ApplicationDecisionsPort;
  officers: OfficerRepository;
  audit: OfficerAuditRepository;
  now: () => Date;
}

const idParams = z.object({ id: z.uuid({ error: 'Application is invalid' }) });
const documentParams = idParams.extend({ documentId: z.uuid({ error: 'Document is invalid' }) });

function actingOfficerOf(request: FastifyRequest): ActingOfficer {
  const session = signedInOfficer(request);
  return { officerId: session.officerId, role: session.officer.role };
}

export function officerApplicationRoutes({
  db,
  decisions,
  officers,
  audit,
  now,
}: OfficerApplicationRoutesDependencies): FastifyPluginAsyncZod {
  const tags = ['officer applications'];
  const auditRead = createReadAudit(db, audit, now);
  const auditDecision = createDecisionAudit(db, audit, now);

  async function reviewOrNotFound(officer: ActingOfficer, id: string) {
    const review = await decisions.review(officer, id);
    if (!review) throw new NotFoundError('The application does not exist.');
    return review;
  }

  /** A reassignment goes to an active officer only. */
  async function checkNewHolder(decision: OfficerApplicationDecision, tx: Database) {
    if (decision.action !== 'reassign') return;
    const holder = await officers.findById(decision.officerId, tx);
    if (holder?.status !== 'active') {
      throw new ValidationError([
        { field: 'officerId', errorMessage: OFFICER_DECISION_MESSAGES.unknownOfficer },
      ]);
    }
  }

  return async (app) => {
    app.get(
      serviceRoutePath('officer', OFFICER_API_PATHS.applications),
      {
        config: { requireOfficer: true },
        schema: {
          tags,
          summary: "A queue of applications, oldest submission first, with every queue's count",
          querystring: officerApplicationQueueQuerySchema,
          response: { 200: officerApplicationQueueSchema },
        },
      },
      async (request) => decisions.queue(request.query),
    );

    app.get(
      serviceRoutePath('officer', OFFICER_ROUTE_PATTERNS.application),
      {
        config: { requireOfficer: true },
        schema: {
          tags,
          summary: 'One submitted application as an officer reviews it',
          params: idParams,
          response: { 200: officerApplicationReviewSchema },
        },
      },
      async (request) => {
        const review = await reviewOrNotFound(actingOfficerOf(request), request.params.id);
        await auditRead(request, {
          action: 'application.read',
          subjectType: 'application',
          subjectId: review.id,
          message: review.reference ?? undefined,
        });
        return review;
      },
    );

    app.get(
      serviceRoutePath('officer', OFFICER_ROUTE_PATTERNS.applicationDocument),
      {
        config: { requireOfficer: true },
        schema: {
          tags,
          summary: "Downloads one of the application's documents with its stored name and type",
          params: documentParams,
        },
      },
      async (request, reply) => {
        const { id, documentId } = request.params;
        const file = await decisions.document(id, documentId);
        const downloaded = { subjectType: 'application', subjectId: id, documentId } as const;
        return sendAuditedDocument(request, reply, auditRead, file, downloaded);
      },
    );

    app.post(
      serviceRoutePath('officer', OFFICER_ROUTE_PATTERNS.applicationDecision),
      {
        config: { requireOfficer: true },
        schema: {
          tags,
          summary:
            'A decision (request action, approve, reject, reopen) or an assignment, at the version the officer saw',
          params: idParams,
          body: officerApplicationDecisionSchema,
          response: { 200: officerApplicationReviewSchema },
        },
      },
      async (request) => {
        const officer = actingOfficerOf(request);
        const decision = request.body;
        const applicationId = request.params.id;
        await auditDecision(
          request,
          {
            action: `application.${decision.action}`,
            subjectType: 'application',
            subjectId: applicationId,
          },
          async (tx) => {
            await checkNewHolder(decision, tx);
            return decisions.decideWithin(tx, officer, applicationId, decision);
          },
        );
        return reviewOrNotFound(officer, applicationId);
      },
    );
  };
}
