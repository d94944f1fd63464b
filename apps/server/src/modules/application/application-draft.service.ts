import {
  isEditable,
  isRemovable,
  nextStatus,
  submittedChangeIssues,
  type ApplicationDraft,
  type ApplicationRecord,
  type DraftSavedResponse,
} from '@aviation-permits/domain/application';
import type { FileStorage } from '../../adapters/files/file-storage.js';
import type { Database } from '../../db/database.js';
import type { Applicant } from './application-access.js';
import type { ApplicationDocumentRepository } from './application-document.repository.js';
import { formColumns } from './application-form-columns.js';
import { toApplicationRecord } from './application-record.js';
import {
  ApplicationNotFoundError,
  NotEditableError,
  NotRemovableError,
  StaleVersionError,
  formValidationError,
} from './application.errors.js';
import type { ApplicationRepository, SavedVersion } from './application.repository.js';

// Drafts and the application record (APP-45 to APP-48, APP-50, APP-52, APP-53): create, save with
// a version check, read, and remove a draft with its documents. A save is accepted only in the
// statuses that allow editing; after submission (Need Your Action) the location, category and
// type of activity stay as submitted.

export interface ApplicationDraftDependencies {
  db: Database;
  applications: ApplicationRepository;
  documents: ApplicationDocumentRepository;
  files: FileStorage;
  now: () => Date;
}

function savedAnswer(row: SavedVersion): DraftSavedResponse {
  return {
    id: row.id,
    reference: row.reference,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createApplicationDraftService(dependencies: ApplicationDraftDependencies) {
  const { db, applications, documents, files, now } = dependencies;

  return {
    /** POST application/draft: a new draft of the form's category, version 1. */
    async create(applicant: Applicant, form: ApplicationDraft): Promise<DraftSavedResponse> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const inserted = await applications.insert(
          {
            ...formColumns(form),
            status: 'DRAFT',
            form,
            ownerAccountId: applicant.accountId,
            entityUen: applicant.uen ?? null,
            accessScope: applicant.scope,
            createdByName: applicant.fullName,
            createdAt: at,
            updatedAt: at,
          },
          tx,
        );
        await applications.recordEvent(
          {
            applicationId: inserted.id,
            fromStatus: null,
            toStatus: 'DRAFT',
            actor: 'applicant',
            actorAccountId: applicant.accountId,
            createdAt: at,
          },
          tx,
        );
        return inserted;
      });
      return savedAnswer(row);
    },

    /** PUT application/draft: stores the form if `version` is still the latest (else 409). */
    async save(
      applicant: Applicant,
      request: { id: string; version: number; form: ApplicationDraft },
    ): Promise<DraftSavedResponse> {
      const changes = { ...formColumns(request.form), form: request.form, updatedAt: now() };
      // The usual save, of a draft no other tab has saved since, is one statement. Anything else
      // (a stale version, another scope, a submitted application) takes the locked path, which
      // says what is wrong or checks what a submitted application may still change.
      const saved = await applications.updateDraftAtVersion(
        request.id,
        applicant.scope,
        request.version,
        changes,
      );
      if (saved) return savedAnswer(saved);
      const row = await db.transaction(async (tx) => {
        const stored = await applications.findVisibleForUpdate(request.id, applicant.scope, tx);
        if (!stored) throw new ApplicationNotFoundError();
        if (!isEditable(stored.status)) throw new NotEditableError();
        if (stored.version !== request.version) throw new StaleVersionError();
        if (stored.status !== 'DRAFT') {
          const issues = submittedChangeIssues(stored.form as ApplicationDraft, request.form);
          if (issues.length > 0) throw formValidationError(issues);
        }
        return applications.update(stored.id, changes, tx);
      });
      return savedAnswer(row);
    },

    /** GET application/retrieve: the whole record, or 404 outside the applicant's scope. */
    async retrieve(applicant: Applicant, id: string): Promise<ApplicationRecord> {
      const row = await applications.findVisible(id, applicant.scope);
      if (!row) throw new ApplicationNotFoundError();
      const [stored, events] = await Promise.all([
        documents.list(row.id),
        applications.listEvents(row.id),
      ]);
      return toApplicationRecord(row, stored, events, now());
    },

    /**
     * POST application/remove: a draft becomes REMOVED (kept for the audit trail with its form
     * emptied, shown nowhere); its document rows go in the same transaction and their files after
     * the commit (APP-44, docs/files.md).
     */
    async remove(applicant: Applicant, request: { id: string; version: number }): Promise<void> {
      const removedKeys = await db.transaction(async (tx) => {
        const stored = await applications.findVisibleForUpdate(request.id, applicant.scope, tx);
        if (!stored) throw new ApplicationNotFoundError();
        if (!isRemovable(stored.status)) throw new NotRemovableError();
        if (stored.version !== request.version) throw new StaleVersionError();
        const to = nextStatus(stored.status, 'remove', 'applicant');
        if (to === undefined) throw new NotRemovableError();
        const at = now();
        const keys = await documents.deleteAll(stored.id, tx);
        await applications.update(
          stored.id,
          { status: to, form: { category: stored.category }, updatedAt: at },
          tx,
        );
        await applications.recordEvent(
          {
            applicationId: stored.id,
            fromStatus: stored.status,
            toStatus: to,
            actor: 'applicant',
            actorAccountId: applicant.accountId,
            createdAt: at,
          },
          tx,
        );
        return keys;
      });
      // After the commit nothing may undo the removal; what fails here the sweep removes.
      await Promise.allSettled(removedKeys.map((key) => files.remove(key)));
    },
  };
}

export type ApplicationDraftService = ReturnType<typeof createApplicationDraftService>;
