import type { FileStorage, StoredFile } from './file-storage.js';

// A stored document read back as the file a download sends (APP-43, OFF-40): the name and type it
// was uploaded with, and its content as a stream with its length (OPS-68). The applicant's and the
// officers' downloads of application and account documents all answer one.

export interface DocumentFile extends StoredFile {
  name: string;
  contentType: string;
}

/** The row of a stored document, wherever it is kept: its names and the key of its file. */
interface StoredDocumentRow {
  name: string;
  contentType: string;
  storageKey: string;
}

/**
 * The file of a stored document; undefined when there is no such document, or its file is gone
 * (the caller's 404).
 */
export async function readDocumentFile(
  files: FileStorage,
  stored: StoredDocumentRow | undefined,
): Promise<DocumentFile | undefined> {
  if (!stored) return undefined;
  const file = await files.read(stored.storageKey);
  return file && { name: stored.name, contentType: stored.contentType, ...file };
}
