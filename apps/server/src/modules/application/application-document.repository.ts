import type { ProfileDocument } from '@aviation-permits/domain/profile';
import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { applicationDocuments } from '../../db/schema/applications.js';

// The only SQL on application documents (APP-43, APP-44). The caller has already found the
// application within the applicant's scope, so these work by application id.

export interface StoredDocument extends ProfileDocument {
  storageKey: string;
}

export interface NewDocument {
  originalName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
}

type DocumentRow = typeof applicationDocuments.$inferSelect;

function toStored(row: DocumentRow): StoredDocument {
  return {
    id: row.id,
    name: row.originalName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
    storageKey: row.storageKey,
  };
}

export function createApplicationDocumentRepository(db: Database) {
  return {
    async list(applicationId: string, tx: Database = db): Promise<StoredDocument[]> {
      const rows = await tx
        .select()
        .from(applicationDocuments)
        .where(eq(applicationDocuments.applicationId, applicationId))
        .orderBy(asc(applicationDocuments.uploadedAt), asc(applicationDocuments.id));
      return rows.map(toStored);
    },

    async find(
      applicationId: string,
      documentId: string,
      tx: Database = db,
    ): Promise<StoredDocument | undefined> {
      const [row] = await tx
        .select()
        .from(applicationDocuments)
        .where(eq(applicationDocuments.id, documentId));
      return row && row.applicationId === applicationId ? toStored(row) : undefined;
    },

    async count(applicationId: string, tx: Database = db): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(applicationDocuments)
        .where(eq(applicationDocuments.applicationId, applicationId));
      return row?.total ?? 0;
    },

    async insert(
      applicationId: string,
      documents: readonly NewDocument[],
      uploadedAt: Date,
      tx: Database,
    ): Promise<void> {
      if (documents.length === 0) return;
      await tx
        .insert(applicationDocuments)
        .values(documents.map((document) => ({ applicationId, uploadedAt, ...document })));
    },

    /** Deletes one document; answers its storage key (removed from storage after the commit). */
    async delete(documentId: string, tx: Database): Promise<string | undefined> {
      const [row] = await tx
        .delete(applicationDocuments)
        .where(eq(applicationDocuments.id, documentId))
        .returning({ storageKey: applicationDocuments.storageKey });
      return row?.storageKey;
    },

    /** Deletes every document of an application; answers their storage keys. */
    async deleteAll(applicationId: string, tx: Database): Promise<string[]> {
      const rows = await tx
        .delete(applicationDocuments)
        .where(eq(applicationDocuments.applicationId, applicationId))
        .returning({ storageKey: applicationDocuments.storageKey });
      return rows.map((row) => row.storageKey);
    },

    /** Every document's storage key, for the file sweep (docs/files.md). */
    async listAllKeys(tx: Database = db): Promise<Set<string>> {
      const rows = await tx
        .select({ storageKey: applicationDocuments.storageKey })
        .from(applicationDocuments);
      return new Set(rows.map((row) => row.storageKey));
    },
  };
}

export type ApplicationDocumentRepository = ReturnType<typeof createApplicationDocumentRepository>;
