import { FILE_MESSAGES } from '@aviation-permits/domain/messages';
import { NotFoundError } from '../../errors/http-errors.js';
import type { FileStorage, StoredFile } from './file-storage.js';

// OPS-71: a row that exists but whose file is gone from the store (disk or S3) is lost data, not
// a document that never was. Every read of a row's file goes through `readRowFile`, which throws
// StoredFileMissingError for it: the caller answers a 404 that says so, and the metrics plugin
// (plugins/metrics.ts, platform/observability/stored-file-incidents.ts) writes the error-level log
// line and counts it. Whether the caller may see the row at all is checked before, as for any row,
// so another applicant's document still answers exactly as an unknown one.

/** The kinds of rows that own a stored file: the metric's `kind` label and the log line's. */
export const STORED_FILE_KINDS = ['application-document', 'account-document'] as const;

export type StoredFileKind = (typeof STORED_FILE_KINDS)[number];

/**
 * What the operators are told of a lost file: no file name, no person, only ids. A key is the
 * portal's own (`<folder>/<owner id>/<uuid>`, docs/files.md), never the uploader's name.
 */
export interface StoredFileIncident {
  kind: StoredFileKind;
  /** The id of the row whose file is gone (a document's id). */
  rowId: string;
  storageKey: string;
}

/** A row exists, its file does not: a 404 in the envelope, with a message that says so. */
export class StoredFileMissingError extends NotFoundError {
  constructor(
    readonly incident: StoredFileIncident,
    detail: string = FILE_MESSAGES.storedFileMissing,
  ) {
    super(detail);
  }
}

/** A row holding the key of its file. */
interface RowWithFile {
  id: string;
  storageKey: string;
}

/**
 * The file of a row the caller has found and may see, opened as a stream (OPS-68). Throws
 * StoredFileMissingError when neither the file nor its staged copy is there; `detail` is what the
 * caller reads (the applicant's message by default).
 */
export async function readRowFile(
  files: FileStorage,
  kind: StoredFileKind,
  row: RowWithFile,
  detail?: string,
): Promise<StoredFile> {
  const file = await files.read(row.storageKey);
  if (!file) {
    throw new StoredFileMissingError({ kind, rowId: row.id, storageKey: row.storageKey }, detail);
  }
  return file;
}
