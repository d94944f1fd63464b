import {
  actorsOfRole,
  approvedValidityIssue,
  mayRelease,
  OFFICER_DECISION_MESSAGES,
  OFFICER_DECISION_MOVES,
  officerAvailableActions,
  type OfficerApplicationDecision,
  type OfficerApplicationReview,
} from '@aviation-permits/domain/officer';
import {
  applicantMessageFor,
  APPLICATION_STATUS_LABELS,
  nextStatus,
  type ApplicationAction,
  type ApplicationStatus,
} from '@aviation-permits/domain/application';
import { REDIRECT_PATHS } from '@aviation-permits/domain/http';
import type { AfterCommit, Mailer } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/database.js';
import { ConflictError, ForbiddenError, ValidationError } from '../../errors/http-errors.js';
import { createAccountRepository } from '../../platform/accounts/account.repository.js';
import type {
  ActingOfficer,
  ApplicationDecisionsPort,
  AutomaticApproval,
  DecisionOutcome,
} from '../../platform/ports/application-decisions.js';
import type { PermitsPort } from '../../platform/ports/permits.js';
import { applicationStatusMail, type StatusMessage } from './application-decision-mail.js';
import { permitIssueOf } from './application-permit-issue.js';
import type { ApplicationDocumentRepository } from './application-document.repository.js';
import { createApplicationDecisionsRepository } from './application-decisions.repository.js';
import { toApplicationRecord } from './application-record.js';
import type { ApplicationRepository, ApplicationRow } from './application.repository.js';
import { ApplicationNotFoundError } from './application.errors.js';
import { createOfficerQueueService } from './officer-queue.service.js';

// The officers' decisions on applications (OFF-19 to OFF-21, docs/applications.md): every move
// is a row of the domain's transition table, made with the application repository the
// applicant's moves use, inside the officer's transaction (which holds the audit row too), with
// the event and the applicant's e-mail, the one MOVE_NOTIFICATIONS names for the move's action
// and actor (LIFE-19). The version the officer saw must still be the application's: of two
// officers deciding at once, the second finds it changed (409). The portal's own approvals under
// the auto-approval policy (OFF-56) take the same path as `system`.

type StatusDecision = Extract<
  OfficerApplicationDecision,
  { action: 'request-action' | 'approve' | 'reject' | 'reopen' | 'revoke' }
>;

const noWakeUp: AfterCommit = async () => {};

/** The messages a decision may send; the table names which one (LIFE-19). */
const DECISION_MESSAGES = [
  'actionNeeded',
  'approved',
  'rejected',
  'reopened',
  'revoked',
] as const satisfies readonly StatusMessage[];

/** Who decides: an officer in the console, or the portal under a rule of its policy (OFF-56). */
type Decider = { officer: ActingOfficer } | { automaticRule: string };

/** Printed on the permit as its issuer when the portal approved it itself (PRM-2). */
const AUTOMATIC_ISSUER = 'Approved automatically within the published limits';

export interface ApplicationDecisionsDependencies {
  db: Database;
  applications: ApplicationRepository;
  documents: ApplicationDocumentRepository;
  mailer: Mailer;
  /** Issues the permit with the approval, voids it with a reopen or revocation (PRM-1, PRM-5). */
  permits: PermitsPort;
  authorityName: string;
  /** PUBLIC_BASE_URL's origin, for the link in the e-mail; absent, the link is the path alone. */
  publicOrigin: string | undefined;
  now: () => Date;
}

export function createApplicationDecisionsService(
  dependencies: ApplicationDecisionsDependencies,
): Omit<ApplicationDecisionsPort, 'document'> {
  const { db, applications, documents, mailer, permits, authorityName, publicOrigin, now } =
    dependencies;
  const decisions = createApplicationDecisionsRepository(db);
  const accounts = createAccountRepository(db);
  const queues = createOfficerQueueService({ db, now });

  /** The move of the transition table the decider makes, with its actor, or why they may not. */
  function moveOf(status: ApplicationStatus, decision: StatusDecision, decider: Decider) {
    if ('automaticRule' in decider) {
      const action: ApplicationAction = 'autoApprove';
      const to = nextStatus(status, action, 'system');
      if (to !== undefined) return { action, actor: 'system' as const, to };
      throw new ConflictError(
        OFFICER_DECISION_MESSAGES.notAllowed(decision.action, APPLICATION_STATUS_LABELS[status]),
      );
    }
    const { officer } = decider;
    const action = OFFICER_DECISION_MOVES[decision.action];
    for (const actor of actorsOfRole(officer.role)) {
      const to = nextStatus(status, action, actor);
      if (to !== undefined) return { action, actor, to };
    }
    if (nextStatus(status, action, 'supervisor') !== undefined) {
      throw new ForbiddenError(OFFICER_DECISION_MESSAGES.supervisorOnly);
    }
    throw new ConflictError(
      OFFICER_DECISION_MESSAGES.notAllowed(decision.action, APPLICATION_STATUS_LABELS[status]),
    );
  }

  /**
   * What the decision writes beside the status: the approval's terms, and whether the portal made
   * it (OFF-58), kept only while approved.
   */
  function approvalOf(stored: ApplicationRow, decision: StatusDecision, decider: Decider) {
    if (decision.action !== 'approve') {
      return {
        approvalConditions: null,
        approvedFrom: null,
        approvedTo: null,
        approvedAutomatically: false,
      };
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
      approvedAutomatically: 'automaticRule' in decider,
    };
  }

  /** What the event keeps: what was said, or for the portal's approval the rule it followed. */
  function eventReasonOf(decision: StatusDecision, decider: Decider): string | null {
    if ('automaticRule' in decider) return `Approved automatically: rule ${decider.automaticRule}`;
    // An officer's approval's conditions live on the application.
    return decision.action === 'approve' ? null : textOf(decision);
  }

  /** The issuer the permit prints: the deciding officer, or the portal itself. */
  async function issuerOf(decider: Decider, tx: Database) {
    if ('automaticRule' in decider) return { officerId: null, officerName: AUTOMATIC_ISSUER };
    const { officerId } = decider.officer;
    return { officerId, officerName: (await decisions.officerName(officerId, tx)) ?? '' };
  }

  function textOf(decision: StatusDecision): string {
    switch (decision.action) {
      case 'request-action':
        return decision.message;
      case 'approve':
        return decision.conditions;
      case 'reject':
      case 'reopen':
      case 'revoke':
        return decision.reason;
    }
  }

  async function move(
    tx: Database,
    stored: ApplicationRow,
    decider: Decider,
    decision: StatusDecision,
  ): Promise<DecisionOutcome> {
    const { action, actor, to } = moveOf(stored.status, decision, decider);
    const message = applicantMessageFor({ action, by: actor }, DECISION_MESSAGES);
    const at = now();
    const text = textOf(decision);
    await applications.update(
      stored.id,
      { status: to, updatedAt: at, ...approvalOf(stored, decision, decider) },
      tx,
    );
    await applications.recordEvent(
      {
        applicationId: stored.id,
        fromStatus: stored.status,
        toStatus: to,
        actor,
        actorAccountId: null,
        actorOfficerId: 'officer' in decider ? decider.officer.officerId : null,
        reason: eventReasonOf(decision, decider),
        createdAt: at,
      },
      tx,
    );
    if (decision.action === 'approve') {
      const owner = await accounts.findById(stored.ownerAccountId, tx);
      await permits.issueWithin(
        tx,
        permitIssueOf(stored, {
          holderName: owner?.fullName ?? '',
          ...(await issuerOf(decider, tx)),
          conditions: decision.conditions,
          validFrom: decision.validFrom,
          validTo: decision.validTo,
          issuedAt: at,
        }),
      );
    } else if (stored.status === 'APPROVED') {
      // A reopened or revoked decision takes its permit with it; verification says Revoked (PRM-5).
      await permits.voidWithin(tx, stored.id, at);
    }
    const afterCommit =
      message === null ? noWakeUp : await mailApplicant(tx, stored, message, text);
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
    message: StatusMessage,
    text: string,
  ): Promise<AfterCommit> {
    const to = await accounts.contactEmail(stored.ownerAccountId, tx);
    if (to === undefined || stored.reference === null) return noWakeUp;
    return mailer.sendWithin(
      tx,
      applicationStatusMail({
        to,
        reference: stored.reference,
        message,
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
      if (!mayRelease(before, { id: officer.officerId, role: officer.role }))
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
          return move(tx, stored, { officer }, decision);
      }
    },

    async approveAutomaticallyWithin(tx, applicationId, approval: AutomaticApproval) {
      const stored = await decisions.findSubmittedForUpdate(applicationId, tx);
      if (!stored) throw new ApplicationNotFoundError();
      const { ruleId, conditions, validFrom, validTo } = approval;
      return move(
        tx,
        stored,
        { automaticRule: ruleId },
        { action: 'approve', version: stored.version, conditions, validFrom, validTo },
      );
    },
  };
}
