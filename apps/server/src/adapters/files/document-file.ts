import type { FileStorage, StoredFile } from './file-storage.js';
import { readRowFile, type StoredFileKind } from './stored-file-missing.js';

// A stored document read back as the file a download sends (APP-43, OFF-40): the name and type it
// was uploaded with, and its content as a stream with its length (OPS-68). The applicant's and the
// officers' downloads of application and account documents all answer one.

export interface DocumentFile extends StoredFile {
  name: string;
  contentType: string;
}

/** The row of a stored document, wherever it is kept: its id, names and the key of its file. */
interface StoredDocumentRow {
  id: string;
  name: string;
  contentType: string;
  storageKey: string;
}

/**
 * What an officer reads when a document's file is gone (OPS-71). Unlike the applicant, the officer
 * is the authority: the text says what happened and that the operators have it in their log.
 */
export const OFFICER_STORED_FILE_MISSING =
  "This document's file could not be found in the document store. It has been reported to the operators; the applicant may need to provide it again.";

/**
 * The file of a stored document; undefined when there is no such document (the caller's 404).
 * A document whose file is gone throws StoredFileMissingError (OPS-71) with `detail`.
 */
export async function readDocumentFile(
  files: FileStorage,
  stored: StoredDocumentRow | undefined,
  { kind, detail }: { kind: StoredFileKind; detail?: string },
): Promise<DocumentFile | undefined> {
  if (!stored) return undefined;
  const file = await readRowFile(files, kind, stored, detail);
  return { name: stored.name, contentType: stored.contentType, ...file };
}
