import type { ApplicationLocation } from '@aviation-permits/domain/geo';
import type { CategoryId } from '@aviation-permits/domain/activity';
import type { Database } from '../../db/database.js';

// The application module decides applications; the permit module issues their permits (PRM-1 to
// PRM-6, docs/permits.md). Through this port the approval issues the permit inside its own
// transaction, so an approval never stands without its permit nor a permit without its approval;
// a supervisor's reopen or revocation voids it there too; the applicant's download reads it.

/** One row of the asked dates and times, as the form holds them. */
interface PermitDateTimeRow {
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
}

/** What the permit states (PRM-2), gathered by the approval. */
export interface PermitIssue {
  applicationId: string;
  reference: string;
  categoryId: CategoryId;
  /** A code for category 4, the applicant's words otherwise. */
  activityType: string | null;
  holderName: string;
  venue: string;
  dateTimeRows: readonly PermitDateTimeRow[];
  location: ApplicationLocation | undefined;
  conditions: string;
  validFrom: string;
  validTo: string;
  /** The deciding officer; null for a decision the portal made itself. */
  officerId: string | null;
  /** Their name or title as printed. */
  officerName: string;
  issuedAt: Date;
}

interface StoredPermit {
  fileName: string;
  pdf: Buffer;
}

export interface PermitsPort {
  /** Inside `tx`: makes the permit's PDF and stores it with its row (PRM-1). */
  issueWithin(tx: Database, issue: PermitIssue): Promise<void>;
  /** Inside `tx`: voids the application's standing permit, if it has one (PRM-5). */
  voidWithin(tx: Database, applicationId: string, at: Date): Promise<void>;
  /** The application's standing permit as stored; undefined when it has none (PRM-7). */
  standing(applicationId: string): Promise<StoredPermit | undefined>;
}
