import type { AutoApprovalFacts } from '@aviation-permits/domain/application';
import type { EligibilityResult } from '@aviation-permits/domain/eligibility';
import type { AfterCommit } from '../../adapters/mail/mailer.js';
import type { Database } from '../../db/database.js';

// The application module moves an application into Processing as it arrives: a submission with
// no fee, or the payment of one (PAY-1, PAY-9). Through this port a module built after it acts on
// the application at that moment, inside the move's transaction: the auto-approval module
// (OFF-56). Each listener runs in a savepoint of its own, so one that fails is undone alone: the
// application stays in Processing for an officer and the submission or payment stands. A reply to
// Need Your Action returns to the officer who asked, and is not an arrival.

/** An application that has just arrived in Processing. */
interface ProcessingEntry {
  applicationId: string;
  /** What the auto-approval policy judges it by; the fee is paid or none was due. */
  facts: AutoApprovalFacts;
  /** The Enquiry Tool's verdict kept with the submitted form (APP-9), if its answers had one. */
  eligibility: EligibilityResult | undefined;
}

/** Acts inside the arrival's transaction; answers the wake-up to run after its commit, if any. */
export type ProcessingEntryListener = (
  tx: Database,
  entry: ProcessingEntry,
) => Promise<AfterCommit | undefined>;

export interface ProcessingEntriesPort {
  /** Asked while building: the listener hears of every later arrival. */
  listen(listener: ProcessingEntryListener): void;
}
