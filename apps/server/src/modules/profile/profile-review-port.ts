import { profileDraftSchema } from '@aviation-permits/domain/profile';
import {
  OFFICER_STORED_FILE_MISSING,
  readDocumentFile,
} from '../../adapters/files/document-file.js';
import type { FileStorage } from '../../adapters/files/file-storage.js';
import type { Database } from '../../db/database.js';
import { createAccountRepository } from '../../platform/accounts/account.repository.js';
import type { ProfileReviewPort } from '../../platform/ports/profile-review.js';
import type { createProfileRepository } from './profile.repository.js';

// What an officer reads of an account to decide it (OFF-22): the profile as the applicant saved it
// and its documents, each downloadable; the same rows the applicant's profile page reads.

export function createProfileReviewPort(dependencies: {
  db: Database;
  profiles: ReturnType<typeof createProfileRepository>;
  files: FileStorage;
}): ProfileReviewPort {
  const { profiles, files } = dependencies;
  const accounts = createAccountRepository(dependencies.db);
  return {
    async review(accountId) {
      const account = await accounts.findById(accountId);
      if (!account) return undefined;
      const [stored, documents, email] = await Promise.all([
        profiles.findProfile(accountId),
        profiles.listDocuments(accountId),
        accounts.contactEmail(accountId),
      ]);
      return {
        id: account.id,
        status: account.status,
        email: email ?? null,
        profile: profileDraftSchema.parse(stored?.data ?? {}),
        documents: documents.map(({ storageKey: _key, ...document }) => document),
      };
    },

    async document(accountId, documentId) {
      const documents = await profiles.listDocuments(accountId);
      return readDocumentFile(
        files,
        documents.find(({ id }) => id === documentId),
        { kind: 'account-document', detail: OFFICER_STORED_FILE_MISSING },
      );
    },
  };
}
