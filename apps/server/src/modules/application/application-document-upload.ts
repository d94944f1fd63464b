import { DOCUMENT_UPLOAD_FIELD } from '@aviation-permits/domain/application';
import { FILE_MESSAGES } from '@aviation-permits/domain/messages';
import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import type { FastifyRequest } from 'fastify';
import { BadRequestError, UnsupportedMediaTypeError } from '../../errors/http-errors.js';
import { asMultipartError } from '../../http/multipart-errors.js';
import { UploadLimitError } from './application.errors.js';

// Reads an upload's multipart body: one to five `documents` files and nothing else (APP-40,
// APP-41). The limits stop a request as soon as it breaks them, so no more than five files of at
// most 2,048,000 bytes are ever held in memory.

export interface DocumentUpload {
  fileName: string;
  /** The content type the browser declared; checked against the content. */
  declaredType: string;
  content: Buffer;
}

const MAX_FILES = PORTAL_CONSTANTS.maxFilesPerApplication;

const DOCUMENT_MULTIPART_LIMITS = {
  files: MAX_FILES,
  fileSize: PORTAL_CONSTANTS.maxFileSizeBytes,
  fields: 0,
  parts: MAX_FILES,
};

/** @fastify/multipart's limit errors, by code, as the detail the applicant reads. */
const LIMIT_DETAILS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: `${FILE_MESSAGES.tooLarge} (at most ${PORTAL_CONSTANTS.maxFileSizeBytes} bytes per file)`,
  FST_FILES_LIMIT: FILE_MESSAGES.maxApplicationFiles,
  FST_PARTS_LIMIT: FILE_MESSAGES.maxApplicationFiles,
};

function limitError(error: unknown): UploadLimitError | undefined {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  const detail = LIMIT_DETAILS[code];
  return detail === undefined ? undefined : new UploadLimitError(detail);
}

export async function readDocumentUploads(request: FastifyRequest): Promise<DocumentUpload[]> {
  if (!request.isMultipart()) throw new UnsupportedMediaTypeError(request.headers['content-type']);
  const uploads: DocumentUpload[] = [];
  try {
    for await (const part of request.parts({ limits: DOCUMENT_MULTIPART_LIMITS })) {
      if (part.type !== 'file' || part.fieldname !== DOCUMENT_UPLOAD_FIELD) {
        throw new BadRequestError(`Unexpected part "${part.fieldname}".`);
      }
      uploads.push({
        fileName: part.filename,
        declaredType: part.mimetype,
        content: await part.toBuffer(),
      });
    }
  } catch (error) {
    throw limitError(error) ?? asMultipartError(error);
  }
  if (uploads.length === 0) throw new BadRequestError('No file was sent.');
  return uploads;
}
