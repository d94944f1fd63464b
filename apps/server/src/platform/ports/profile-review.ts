import type { OfficerAccountReview } from '@aviation-permits/domain/officer';
import type { DocumentFile } from '../../adapters/files/document-file.js';

// The officer module reviews accounts, whose profiles and documents the profile module owns
// (OFF-22): through this port it reads one account's profile and documents and downloads one.

export interface ProfileReviewPort {
  /** The account's status, address, profile and documents; undefined when there is no account. */
  review(accountId: string): Promise<OfficerAccountReview | undefined>;
  /** One of the account's documents; undefined when the account has no such document. */
  document(accountId: string, documentId: string): Promise<DocumentFile | undefined>;
}
