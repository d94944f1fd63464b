import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: a local directory by default, or an S3-compatible object store.
 * Keys are chosen by the portal, never by the uploader, and are stored in the row that owns the
 * file. A file becomes live only together with its row (docs/files.md has the crash table):
 *
 * 1. `stage(folder, content)` before the transaction: written under a temporary name, durably.
 * 2. Insert the row holding `staged.key` in the transaction.
 * 3. After the commit, `commit(staged)`; if the transaction failed, `discard(staged)`.
 *
 * Deleting is the other way round: delete the row, and after the commit `remove(key)`. Whatever a
 * crash leaves between two steps, `sweep` puts right (at start and in housekeeping).
 */
export interface FileStorage {
  /** Writes the content under a new key in `folder` (e.g. `profiles/<account id>`), not yet live. */
  stage(folder: string, content: FileContent): Promise<StagedFile>;
  /** Makes a staged file live once the row naming its key has committed (a rename or a copy). */
  commit(staged: StagedFile): Promise<void>;
  /** Drops a staged file whose row did not commit. */
  discard(staged: StagedFile): Promise<void>;
  /**
   * The file of a key whose row exists, as a stream (a download is piped to the answer, never held
   * in memory whole, OPS-68). Between a commit and its rename the file is still staged; it is read
   * from there, as a row proves that its file was committed. Undefined when neither is there (a
   * file lost behind the portal's back): callers read through `readRowFile`
   * (stored-file-missing.ts), which reports it as lost data (OPS-71).
   */
  read(key: string): Promise<StoredFile | undefined>;
  /** Removing a key that does not exist is not an error (clean-up after a failed save). */
  remove(key: string): Promise<void>;
  /** Puts one folder's files back in line with the rows that reference them. */
  sweep(options: SweepOptions): Promise<SweepResult>;
}

/**
 * A stored file opened for reading: its bytes as a stream, which the reader consumes or destroys,
 * and their number (the download's Content-Length).
 */
export interface StoredFile {
  content: Readable;
  sizeBytes: number;
}

/** A buffer, or a stream such as a multipart file part (its size limits are the caller's). */
export type FileContent = Uint8Array | Readable | AsyncIterable<Uint8Array>;

export interface StagedFile {
  /** The key to store in the row; the file is live under it after `commit`. */
  readonly key: string;
  readonly sizeBytes: number;
}

export interface SweepOptions {
  /** The folder the caller owns, e.g. `profiles`; the sweep never looks outside it. */
  folder: string;
  /**
   * Every key the rows of this folder reference now. Asked only after the files are listed, so a
   * file that becomes live during the sweep (its row committed after the listing) is never seen as
   * unreferenced.
   */
  referencedKeys(): Promise<ReadonlySet<string>>;
  now: Date;
  /** A staged file younger than this may still belong to a transaction that is running. */
  stagedGraceMs?: number;
}

export interface SweepResult {
  /** Staged files of committed rows made live (a crash came between commit and rename). */
  completed: number;
  /** Staged files past the grace period that no row references (a crash before the commit). */
  removedStaged: number;
  /** Live files no row references (a crash between a row's deletion and its file's). */
  removedUnreferenced: number;
}

/** An hour: far longer than any upload's transaction, short enough to bound the waste. */
export const STAGED_FILE_GRACE_MS = 60 * 60 * 1000;
