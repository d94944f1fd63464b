import {
  actorsOfRole,
  APPLICATION_STATUS_LABELS,
  approvedValidityIssue,
  nextStatus,
  OFFICER_DECISION_MESSAGES,
  OFFICER_DECISION_MOVES,
  officerAvailableActions,
  REDIRECT_PATHS,
  type ApplicationStatus,
  type OfficerApplicationDecision,
  type OfficerApplicationReview,
} from '@aviation-permits/domain';
import type { AfterCommit, Mailer } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/database.js';
import { ConflictError, ForbiddenError, ValidationError } from '../../errors/http-errors.js';
import { createAccountRepository } from '../../platform/accounts/account.repository.js';
import type {
  ActingOfficer,
  ApplicationDecisionsPort,
  DecisionOutcome,
} from '../../platform/ports/application-decisions.js';
import { applicationStatusMail } from './application-decision-mail.js';
import type { ApplicationDocumentRepository } from './application-document.repository.js';
import { createApplicationDecisionsRepository } from './application-decisions.repository.js';
import { toApplicationRecord } from './application-record.js';
import type { ApplicationRepository, ApplicationRow } from './application.repository.js';
import { ApplicationNotFoundError } from './application.errors.js';
import { createOfficerQueueService } from './officer-queue.service.js';

// The officers' decisions on applications (OFF-19 to OFF-21, docs/applications.md): every move
// is a row of the domain's transition table, made with the application repository the
// applicant's moves use, inside the officer's transaction (which holds the audit row too), with
// the event and the applicant's e-mail. The version the officer saw must still be the
// application's: of two officers deciding at once, the second finds it changed (409).

type StatusDecision = Extract<
  OfficerApplicationDecision,
  { action: 'request-action' | 'approve' | 'reject' | 'reopen' }
>;

const noWakeUp: AfterCommit = async () => {};

export interface ApplicationDecisionsDependencies {
  db: Database;
  applications: ApplicationRepository;
  documents: ApplicationDocumentRepository;
  mailer: Mailer;
  authorityName: string;
  /** PUBLIC_BASE_URL's origin, for the link in the e-mail; absent, the link is the path alone. */
  publicOrigin: string | undefined;
  now: () => Date;
}

export function createApplicationDecisionsService(
  dependencies: ApplicationDecisionsDependencies,
): ApplicationDecisionsPort {
  const { db, applications, documents, mailer, authorityName, publicOrigin, now } = dependencies;
  const decisions = createApplicationDecisionsRepository(db);
  const accounts = createAccountRepository(db);
  const queues = createOfficerQueueService({ db, now });

  /** The actor of the transition table this officer makes the move as, or why they may not. */
  function moveOf(status: ApplicationStatus, decision: StatusDecision, officer: ActingOfficer) {
    const action = OFFICER_DECISION_MOVES[decision.action];
    for (const actor of actorsOfRole(officer.role)) {
      const to = nextStatus(status, action, actor);
      if (to !== undefined) return { actor, to };
    }
    if (nextStatus(status, action, 'supervisor') !== undefined) {
      throw new ForbiddenError(OFFICER_DECISION_MESSAGES.supervisorOnly);
    }
    throw new ConflictError(
      OFFICER_DECISION_MESSAGES.notAllowed(decision.action, APPLICATION_STATUS_LABELS[status]),
    );
  }

  /** What the decision writes beside the status: the approval's terms, kept only while approved. */
  function approvalOf(stored: ApplicationRow, decision: StatusDecision) {
    if (decision.action !== 'approve') {
      return { approvalConditions: null, approvedFrom: null, approvedTo: null };
    }
    const validity = { validFrom: decision.validFrom, validTo: decision.validTo };
    const issue = approvedValidityIssue(validity, {
      firstStartDate: stored.firstStartDate ?? undefined,
      lastEndDate: stored.lastEndDate ?? undefined,
    });
    if (issue) throw new ValidationError([{ field: 'validTo', errorMessage: issue }]);
    return {
      approvalConditions: decision.conditions,
      approvedFrom: decision.validFrom,
      approvedTo: decision.validTo,
    };
  }

  function textOf(decision: StatusDecision): string {
    switch (decision.action) {
      case 'request-action':
        return decision.message;
      case 'approve':
        return decision.conditions;
      case 'reject':
      case 'reopen':
        return decision.reason;
    }
  }

  async function move(
    tx: Database,
    stored: ApplicationRow,
    officer: ActingOfficer,
    decision: StatusDecision,
  ): Promise<DecisionOutcome> {
    const { actor, to } = moveOf(stored.status, decision, officer);
    const at = now();
    const text = textOf(decision);
    await applications.update(
      stored.id,
      { status: to, updatedAt: at, ...approvalOf(stored, decision) },
      tx,
    );
    await applications.recordEvent(
      {
        applicationId: stored.id,
        fromStatus: stored.status,
        toStatus: to,
        actor,
        actorAccountId: null,
        actorOfficerId: officer.officerId,
        // The approval's conditions live on the application; the event keeps what was said.
        reason: decision.action === 'approve' ? null : text,
        createdAt: at,
      },
      tx,
    );
    const afterCommit = await mailApplicant(
      tx,
      stored,
      to,
      decision.action === 'reopen' ? undefined : text,
    );
    const period =
      decision.action === 'approve' ? ` valid ${decision.validFrom} to ${decision.validTo}` : '';
    return {
      auditMessage: `${stored.reference ?? ''} ${stored.status} → ${to}${period}`,
      afterCommit,
    };
  }

  async function mailApplicant(
    tx: Database,
    stored: ApplicationRow,
    status: ApplicationStatus,
    text: string | undefined,
  ): Promise<AfterCommit> {
    const to = await accounts.contactEmail(stored.ownerAccountId, tx);
    if (to === undefined || stored.reference === null) return noWakeUp;
    return mailer.sendWithin(
      tx,
      applicationStatusMail({
        to,
        reference: stored.reference,
        status,
        text,
        applicationId: stored.id,
        publicOrigin,
        authorityName,
      }),
    );
  }

  async function assign(
    tx: Database,
    stored: ApplicationRow,
    officer: ActingOfficer,
    decision: Extract<OfficerApplicationDecision, { action: 'assign' | 'release' | 'reassign' }>,
  ): Promise<DecisionOutcome> {
    const at = now();
    const before = stored.assignedOfficerId;
    let holder: string | null;
    if (decision.action === 'assign') {
      if (before !== null && before !== officer.officerId) {
        throw new ConflictError(OFFICER_DECISION_MESSAGES.alreadyHeld);
      }
      holder = officer.officerId;
    } else if (decision.action === 'release') {
      if (before !== officer.officerId)
        throw new ConflictError(OFFICER_DECISION_MESSAGES.notHeldByYou);
      holder = null;
    } else {
      if (officer.role !== 'supervisor')
        throw new ForbiddenError(OFFICER_DECISION_MESSAGES.supervisorOnly);
      holder = decision.officerId;
    }
    await applications.update(
      stored.id,
      { assignedOfficerId: holder, assignedAt: holder === null ? null : at },
      tx,
    );
    return {
      auditMessage: `${stored.reference ?? ''} held by ${holder ?? 'no one'} (was ${before ?? 'no one'})`,
      afterCommit: noWakeUp,
    };
  }

  return {
    queue: (query) => queues.page(query),

    async review(officer, applicationId): Promise<OfficerApplicationReview | undefined> {
      const row = await decisions.findSubmitted(applicationId);
      if (!row) return undefined;
      const [stored, events, owner, ownerEmail, holderName] = await Promise.all([
        documents.list(row.id),
        decisions.listEventsWithOfficers(row.id),
        accounts.findById(row.ownerAccountId),
        accounts.contactEmail(row.ownerAccountId),
        row.assignedOfficerId === null ? undefined : decisions.officerName(row.assignedOfficerId),
      ]);
      const paid = events.findLast((event) => event.actor === 'payment');
      return {
        ...toApplicationRecord(row, stored, events, now()),
        applicant: { name: owner?.fullName ?? '', email: ownerEmail ?? null },
        ...(paid && row.amountDueCents !== null
          ? {
              payment: {
                amount: { currency: 'SGD' as const, amountCents: row.amountDueCents },
                paidAt: paid.createdAt.toISOString(),
                receiptUrl: `${REDIRECT_PATHS.paymentReceipt}?applicationId=${row.id}`,
              },
            }
          : {}),
        officerHistory: events.map((event) => ({
          fromStatus: event.fromStatus,
          toStatus: event.toStatus,
          by: event.actor as OfficerApplicationReview['officerHistory'][number]['by'],
          ...(event.officerName === null ? {} : { officerName: event.officerName }),
          at: event.createdAt.toISOString(),
          ...(event.reason ? { message: event.reason } : {}),
        })),
        assignment:
          row.assignedOfficerId === null || row.assignedAt === null
            ? null
            : {
                officerId: row.assignedOfficerId,
                displayName: holderName ?? '',
                since: row.assignedAt.toISOString(),
              },
        availableActions: officerAvailableActions(row.status, officer.role),
      };
    },

    async decideWithin(tx, officer, applicationId, decision) {
      const stored = await decisions.findSubmittedForUpdate(applicationId, tx);
      if (!stored) throw new ApplicationNotFoundError();
      if (stored.version !== decision.version) {
        throw new ConflictError(OFFICER_DECISION_MESSAGES.staleVersion);
      }
      switch (decision.action) {
        case 'assign':
        case 'release':
        case 'reassign':
          return assign(tx, stored, officer, decision);
        default:
          return move(tx, stored, officer, decision);
      }
    },
  };
}
