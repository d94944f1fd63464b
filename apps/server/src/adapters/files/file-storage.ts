/**
 * Where uploaded files live (DESIGN.md section 1): a local directory by default, S3-compatible
 * object storage later. Keys are chosen by the portal, never by the uploader.
 */
export interface FileStorage {
  put(key: string, content: Uint8Array): Promise<void>;
  read(key: string): Promise<Buffer>;
  /** Removing a key that does not exist is not an error (clean-up after a failed save). */
  remove(key: string): Promise<void>;
}
