import { checkFile, checkFileCount } from '@aviation-permits/domain/validation';
import { isEditable, type ApplicationDocument } from '@aviation-permits/domain/application';
import { type FieldError } from '@aviation-permits/domain/http';
import type {
  FileStorage,
  StagedFile,
  StoredFile,
  SweepResult,
} from '../../adapters/files/file-storage.js';
import { readRowFile } from '../../adapters/files/stored-file-missing.js';
import { uploadContentProblem, verifiedUploadType } from '../../adapters/files/upload-type.js';
import type { Database } from '../../db/database.js';
import { ValidationError } from '../../errors/http-errors.js';
import type { Applicant } from './application-access.js';
import type {
  ApplicationDocumentRepository,
  NewDocument,
  StoredDocument,
} from './application-document.repository.js';
import type { DocumentUpload } from './application-document-upload.js';
import {
  ApplicationNotFoundError,
  DocumentNotFoundError,
  NotEditableError,
} from './application.errors.js';
import type { ApplicationRepository } from './application.repository.js';

// An application's supporting documents (APP-40 to APP-44). A file is stored only once its
// application exists and is editable, under `applications/<application id>/<uuid>`; its row and the
// count of 5 are checked in one transaction that locks the application, so two uploads can never
// both be the fifth. Files follow docs/files.md: staged before the transaction, made live after
// its commit, removed after the commit that deleted their rows; the sweep repairs what a crash left.

/** The storage folder of application documents. */
const APPLICATION_FILES_FOLDER = 'applications';

const DOCUMENTS_FIELD = 'documents';

export interface ApplicationDocumentsDependencies {
  db: Database;
  applications: ApplicationRepository;
  documents: ApplicationDocumentRepository;
  files: FileStorage;
  now: () => Date;
}

function withoutKey({ storageKey: _key, ...document }: StoredDocument): ApplicationDocument {
  return document;
}

/**
 * Every rule the new files break, as messages on the `documents` field: name, size, type by
 * content (SEC-13) and, for an image, the pixels its header declares (SEC-30).
 */
function uploadErrors(uploads: readonly DocumentUpload[], existing: number): FieldError[] {
  const messages = uploads.map(
    (upload) =>
      checkFile({ name: upload.fileName, size: upload.content.length }) ??
      uploadContentProblem(upload),
  );
  messages.push(checkFileCount(existing + uploads.length, 'application'));
  return [...new Set(messages)]
    .filter((message): message is string => message !== undefined)
    .map((errorMessage) => ({ field: DOCUMENTS_FIELD, errorMessage }));
}

export function createApplicationDocumentsService(dependencies: ApplicationDocumentsDependencies) {
  const { db, applications, documents, files, now } = dependencies;

  async function visibleApplication(applicant: Applicant, applicationId: string) {
    const row = await applications.findVisible(applicationId, applicant.scope);
    if (!row) throw new ApplicationNotFoundError();
    return row;
  }

  return {
    async list(applicant: Applicant, applicationId: string): Promise<ApplicationDocument[]> {
      const row = await visibleApplication(applicant, applicationId);
      return (await documents.list(row.id)).map(withoutKey);
    },

    /**
     * Adds documents. The application is checked before the body is read (404, 409), the files
     * before anything is stored (400), and again under the application's lock.
     */
    async upload(
      applicant: Applicant,
      applicationId: string,
      readUploads: () => Promise<DocumentUpload[]>,
    ): Promise<ApplicationDocument[]> {
      const row = await visibleApplication(applicant, applicationId);
      if (!isEditable(row.status)) throw new NotEditableError();
      const uploads = await readUploads();
      const early = uploadErrors(uploads, await documents.count(row.id));
      if (early.length > 0) throw new ValidationError(early);

      const staged: { file: StagedFile; document: NewDocument }[] = [];
      try {
        for (const upload of uploads) {
          const file = await files.stage(`${APPLICATION_FILES_FOLDER}/${row.id}`, upload.content);
          staged.push({
            file,
            document: {
              originalName: upload.fileName,
              contentType: verifiedUploadType(upload) ?? '',
              sizeBytes: file.sizeBytes,
              storageKey: file.key,
            },
          });
        }
        await db.transaction(async (tx) => {
          const locked = await applications.findVisibleForUpdate(row.id, applicant.scope, tx);
          if (!locked) throw new ApplicationNotFoundError();
          if (!isEditable(locked.status)) throw new NotEditableError();
          const countMessage = checkFileCount(
            (await documents.count(row.id, tx)) + uploads.length,
            'application',
          );
          if (countMessage) {
            throw new ValidationError([{ field: DOCUMENTS_FIELD, errorMessage: countMessage }]);
          }
          await documents.insert(
            row.id,
            staged.map(({ document }) => document),
            now(),
            tx,
          );
        });
      } catch (error) {
        await Promise.allSettled(staged.map(({ file }) => files.discard(file)));
        throw error;
      }
      // After the commit a failed rename is not the applicant's problem: reads fall back to the
      // staged name and the sweep finishes the rename.
      await Promise.allSettled(staged.map(({ file }) => files.commit(file)));
      return (await documents.list(row.id)).map(withoutKey);
    },

    /**
     * The document and its file, opened as a stream for the download (OPS-68). The application is
     * checked first, so another applicant's document is as unknown as one that never was (APP-55);
     * a document of the applicant's own whose file is gone is lost data, and says so (OPS-71).
     */
    async retrieve(
      applicant: Applicant,
      applicationId: string,
      documentId: string,
    ): Promise<{ document: ApplicationDocument; file: StoredFile }> {
      const row = await visibleApplication(applicant, applicationId);
      const stored = await documents.find(row.id, documentId);
      if (!stored) throw new DocumentNotFoundError();
      const file = await readRowFile(files, 'application-document', stored);
      return { document: withoutKey(stored), file };
    },

    /** Removes a document of an editable application: its row, then after the commit its file. */
    async remove(applicant: Applicant, applicationId: string, documentId: string): Promise<void> {
      const key = await db.transaction(async (tx) => {
        const locked = await applications.findVisibleForUpdate(applicationId, applicant.scope, tx);
        if (!locked) throw new ApplicationNotFoundError();
        if (!(await documents.find(locked.id, documentId, tx))) throw new DocumentNotFoundError();
        if (!isEditable(locked.status)) throw new NotEditableError();
        return documents.delete(documentId, tx);
      });
      if (key !== undefined) await files.remove(key).catch(() => undefined);
    },

    /**
     * Housekeeping and start: files without a document row go, committed documents whose rename a
     * crash interrupted become live (docs/files.md).
     */
    async sweepFiles(at: Date): Promise<SweepResult> {
      return files.sweep({
        folder: APPLICATION_FILES_FOLDER,
        referencedKeys: () => documents.listAllKeys(),
        now: at,
      });
    },
  };
}

export type ApplicationDocumentsService = ReturnType<typeof createApplicationDocumentsService>;
