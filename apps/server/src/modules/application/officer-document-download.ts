import {
  OFFICER_STORED_FILE_MISSING,
  readDocumentFile,
} from '../../adapters/files/document-file.js';
import type { FileStorage } from '../../adapters/files/file-storage.js';
import type { Database } from '../../db/database.js';
import type { ApplicationDecisionsPort } from '../../platform/ports/application-decisions.js';
import type { ApplicationDocumentRepository } from './application-document.repository.js';
import { createApplicationDecisionsRepository } from './application-decisions.repository.js';

// An officer downloads a submitted application's document (OFF-40): any submitted application's,
// never a draft's (drafts are no officer's), by the same rows and storage the applicant's download
// reads.

export function createOfficerDocumentDownload(dependencies: {
  db: Database;
  documents: ApplicationDocumentRepository;
  files: FileStorage;
}): ApplicationDecisionsPort['document'] {
  const { db, documents, files } = dependencies;
  const decisions = createApplicationDecisionsRepository(db);
  return async (applicationId, documentId) => {
    const application = await decisions.findSubmitted(applicationId);
    return readDocumentFile(
      files,
      application && (await documents.find(application.id, documentId)),
      { kind: 'application-document', detail: OFFICER_STORED_FILE_MISSING },
    );
  };
}
