import { FILE_MESSAGES } from '@aviation-permits/domain/messages';
import { imageDimensionsProblem } from './image-dimensions.js';
import {
  contentTypeOfName,
  sniffContentType,
  type SniffedContentType,
} from './sniff-content-type.js';

// Whether an upload is what it claims to be (APP-40, SEC-13): its first bytes are one of the
// accepted types, the same one its file name's extension names, and the browser declared that
// type too (or declared nothing it could tell). A PNG named .pdf, or a program renamed .pdf, is not.

/** Browsers that cannot tell a type send this; the content decides then. */
const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';

export interface UploadClaim {
  fileName: string;
  /** The content type the browser declared in the multipart part. */
  declaredType: string;
  content: Uint8Array;
}

/** The upload's true type when everything agrees, else undefined. */
export function verifiedUploadType(upload: UploadClaim): SniffedContentType | undefined {
  const sniffed = sniffContentType(upload.content);
  if (sniffed === undefined || sniffed !== contentTypeOfName(upload.fileName)) return undefined;
  if (upload.declaredType !== sniffed && upload.declaredType !== UNKNOWN_CONTENT_TYPE) {
    return undefined;
  }
  return sniffed;
}

/**
 * Why the upload's content cannot be kept (SEC-13, SEC-30): not the type it claims (the wrong-type
 * message), or an image too large or unreadable; undefined when it can.
 */
export function uploadContentProblem(upload: UploadClaim): string | undefined {
  const type = verifiedUploadType(upload);
  if (type === undefined) return FILE_MESSAGES.wrongType;
  return imageDimensionsProblem(upload.content, type);
}
