import type { ProfileDocument } from '@aviation-permits/domain/profile';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { accountDocuments, accountProfiles, accounts } from '../../db/schema/accounts.js';

// The only SQL on profiles and their documents. Every function takes the database or a
// transaction, so the submission can group them with the status change.

export interface StoredProfile {
  /** The stored form values; shaped by profileDraftSchema when they were saved. */
  data: unknown;
  myinfoFields: string[];
  submittedAt: Date | null;
}

export interface StoredDocument extends ProfileDocument {
  storageKey: string;
}

export interface NewDocument {
  originalName: string;
  contentType: string;
  sizeBytes: number;
  storageKey: string;
}

export function createProfileRepository(db: Database) {
  return {
    async findProfile(accountId: string, tx: Database = db): Promise<StoredProfile | undefined> {
      const [row] = await tx
        .select({
          data: accountProfiles.data,
          myinfoFields: accountProfiles.myinfoFields,
          submittedAt: accountProfiles.submittedAt,
        })
        .from(accountProfiles)
        .where(eq(accountProfiles.accountId, accountId));
      return row;
    },

    /** Saves the form values; `submittedAt` is set by a submission and kept by later drafts. */
    async saveProfile(
      accountId: string,
      data: object,
      submittedAt: Date | undefined,
      tx: Database = db,
    ): Promise<void> {
      const changes = {
        data,
        updatedAt: sql`now()`,
        ...(submittedAt === undefined ? {} : { submittedAt }),
      };
      await tx
        .insert(accountProfiles)
        .values({ accountId, ...changes })
        .onConflictDoUpdate({ target: accountProfiles.accountId, set: changes });
    },

    /** A MyInfo retrieval: the merged form values, and exactly the fields MyInfo filled (locked). */
    async saveMyinfoPrefill(
      accountId: string,
      data: object,
      myinfoFields: readonly string[],
      tx: Database = db,
    ): Promise<void> {
      const changes = { data, myinfoFields: [...myinfoFields], updatedAt: sql`now()` };
      await tx
        .insert(accountProfiles)
        .values({ accountId, ...changes })
        .onConflictDoUpdate({ target: accountProfiles.accountId, set: changes });
    },

    async listDocuments(accountId: string, tx: Database = db): Promise<StoredDocument[]> {
      const rows = await tx
        .select()
        .from(accountDocuments)
        .where(eq(accountDocuments.accountId, accountId))
        .orderBy(asc(accountDocuments.uploadedAt), asc(accountDocuments.originalName));
      return rows.map((row) => ({
        id: row.id,
        name: row.originalName,
        contentType: row.contentType,
        sizeBytes: row.sizeBytes,
        uploadedAt: row.uploadedAt.toISOString(),
        storageKey: row.storageKey,
      }));
    },

    /** Every document's storage key, for the file sweep (docs/files.md). */
    async listDocumentKeys(tx: Database = db): Promise<Set<string>> {
      const rows = await tx
        .select({ storageKey: accountDocuments.storageKey })
        .from(accountDocuments);
      return new Set(rows.map((row) => row.storageKey));
    },

    /** Replaces the account's documents with these; answers the storage keys no longer used. */
    async replaceDocuments(
      accountId: string,
      documents: readonly NewDocument[],
      tx: Database,
    ): Promise<string[]> {
      const removed = await tx
        .delete(accountDocuments)
        .where(eq(accountDocuments.accountId, accountId))
        .returning({ storageKey: accountDocuments.storageKey });
      if (documents.length > 0) {
        await tx
          .insert(accountDocuments)
          .values(documents.map((document) => ({ accountId, ...document })));
      }
      return removed.map((row) => row.storageKey);
    },

    /** The account's display name follows the submitted profile. */
    async setAccountName(accountId: string, fullName: string, tx: Database): Promise<void> {
      await tx
        .update(accounts)
        .set({ fullName, updatedAt: sql`now()` })
        .where(eq(accounts.id, accountId));
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
