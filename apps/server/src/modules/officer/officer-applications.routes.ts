import {
  OFFICER_API_PATHS,
  OFFICER_DECISION_MESSAGES,
  OFFICER_ROUTE_PATTERNS,
  officerApplicationDecisionSchema,
  officerApplicationQueueQuerySchema,
  officerApplicationQueueSchema,
  officerApplicationReviewSchema,
  type OfficerApplicationDecision,
} from '@aviation-permits/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../errors/http-errors.js';
import { serviceRoutePath } from '../../http/service-route-path.js';
import type {
  ActingOfficer,
  ApplicationDecisionsPort,
} from '../../platform/ports/application-decisions.js';
import type { FastifyRequest } from 'fastify';
import { auditOriginOf } from './audit-origin.js';
import type { OfficerAuditRepository } from './officer-audit.repository.js';
import type { OfficerRepository } from './officer.repository.js';

// The queues of applications (OFF-18), one application under an officer's review and the
// decisions on it (OFF-19 to OFF-21). The move
// is the application module's (applicationDecisions port); its audit row is written here, in the
// same transaction, so a decision never happens without its row nor the reverse.

export interface OfficerApplicationRoutesDependencies {
  db: Database;
  decisions: ApplicationDecisionsPort;
  officers: OfficerRepository;
  audit: OfficerAuditRepository;
  now: () => Date;
}

const idParams = z.object({ id: z.uuid({ error: 'Application is invalid' }) });

function actingOfficerOf(request: FastifyRequest): ActingOfficer {
  const session = request.officerSession;
  if (session === null) throw new UnauthorizedError();
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
      async (request) => reviewOrNotFound(actingOfficerOf(request), request.params.id),
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
        const afterCommit = await db.transaction(async (tx) => {
          await checkNewHolder(decision, tx);
          const outcome = await decisions.decideWithin(tx, officer, request.params.id, decision);
          await audit.append(
            {
              at: now(),
              actor: officer.officerId,
              action: `application.${decision.action}`,
              subjectType: 'application',
              subjectId: request.params.id,
              message: outcome.auditMessage,
              ...auditOriginOf(request),
            },
            tx,
          );
          return outcome.afterCommit;
        });
        await afterCommit();
        return reviewOrNotFound(officer, request.params.id);
      },
    );
  };
}
