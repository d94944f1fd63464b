import type {
  OfficerAccountDecision,
  OfficerAccountQueuePage,
  OfficerAccountQueueQuery,
} from '@aviation-permits/domain/officer';
import type { AfterCommit } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/database.js';

// The officer module decides accounts, whose statuses only the account module changes (OFF-22):
// through this port, by the same account-status service `npm run accounts` uses (the transition
// table, the account's event and the applicant's e-mail), inside the officer's transaction, which
// also holds the audit row.

export interface AccountDecisionsPort {
  /** The SUBMITTED accounts, oldest first, a page at a time; 400 for a forged cursor. */
  toReview(query: OfficerAccountQueueQuery): Promise<OfficerAccountQueuePage>;
  /**
   * Inside `tx`: the decision's move for the account, recorded as done by `actor`
   * (`officer:<id>`). Throws 404 for no such account, 409 for a move the table does not allow.
   */
  decideWithin(
    tx: Database,
    accountId: string,
    decision: OfficerAccountDecision,
    actor: string,
  ): Promise<{ auditMessage: string; afterCommit: AfterCommit | undefined }>;
}
