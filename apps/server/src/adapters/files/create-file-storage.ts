import type { DocumentStoreSettings } from '../../config/documents.js';
import type { FileStorage } from './file-storage.js';
import { createLocalFileStorage } from './local-file-storage.js';
import { createS3FileStorage } from './s3-file-storage.js';

// DOCUMENT_STORE chooses where uploaded documents are kept (OPS-46): the local directory by
// default, or the object store every instance shares.

export function createFileStorage(
  settings: DocumentStoreSettings,
  localDirectory: string,
): FileStorage {
  return settings.kind === 's3'
    ? createS3FileStorage(settings)
    : createLocalFileStorage(localDirectory);
}
