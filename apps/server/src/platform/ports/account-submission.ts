import type { AfterCommit } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/database.js';

// A profile submission and the account's move to SUBMITTED commit in one transaction. The profile
// module asks for the move; the account module, the only one that changes account statuses,
// serves it.

export interface AccountSubmissionPort {
  /**
   * Moves the account to SUBMITTED, records the event and queues the applicant's e-mail, inside
   * `tx`; what it returns runs after the commit (SMTP mail).
   */
  markSubmitted(accountId: string, tx: Database): Promise<AfterCommit | undefined>;
}
