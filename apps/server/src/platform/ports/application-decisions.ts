import type {
  OfficerApplicationDecision,
  OfficerApplicationQueuePage,
  OfficerApplicationQueueQuery,
  OfficerApplicationReview,
  OfficerRole,
} from '@aviation-permits/domain/officer';
import type { DocumentFile } from '../../adapters/files/document-file.js';
import type { AfterCommit } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/database.js';

// The officer module decides applications, which the application module owns (OFF-19 to OFF-21,
// DESIGN.md section 6): through this port it reads one application as an officer reviews it and
// has the application module make the move, by the same transition table and repository the
// applicant's moves use, inside the officer's transaction (which also holds the audit row).

/** The officer acting, as their session knows them. */
export interface ActingOfficer {
  officerId: string;
  role: OfficerRole;
}

/** What a decision did: the line the audit trail keeps, and the mail sender's wake-up. */
export interface DecisionOutcome {
  auditMessage: string;
  afterCommit: AfterCommit;
}

/** An approval the auto-approval policy decided: the rule's conditions, for the asked period. */
export interface AutomaticApproval {
  ruleId: string;
  conditions: string;
  validFrom: string;
  validTo: string;
}

export interface ApplicationDecisionsPort {
  /** A page of an officers' queue with every queue's count (OFF-18); 400 for a forged cursor. */
  queue(query: OfficerApplicationQueueQuery): Promise<OfficerApplicationQueuePage>;
  /** A submitted application as this officer reviews it; undefined when there is none. */
  review(
    officer: ActingOfficer,
    applicationId: string,
  ): Promise<OfficerApplicationReview | undefined>;
  /** One of a submitted application's documents (OFF-40); undefined when there is no such one. */
  document(applicationId: string, documentId: string): Promise<DocumentFile | undefined>;
  /**
   * Inside `tx`: locks the application and applies the decision. Throws 404 for no submitted
   * application, 409 for a stale `version` or a move the transition table does not allow, 403 for
   * a supervisor's move by an officer, 400 for an approval outside the asked dates.
   */
  decideWithin(
    tx: Database,
    officer: ActingOfficer,
    applicationId: string,
    decision: OfficerApplicationDecision,
  ): Promise<DecisionOutcome>;
  /**
   * Inside `tx`: the portal approves the application itself under a rule of the auto-approval
   * policy (OFF-56), by the transition table's `system` row and the officers' approval path (its
   * event, the permit, the applicant's e-mail). Throws 409 when it is not in Processing.
   */
  approveAutomaticallyWithin(
    tx: Database,
    applicationId: string,
    approval: AutomaticApproval,
  ): Promise<DecisionOutcome>;
}
