import { ERROR_CODES } from '@aviation-permits/domain/http';
import { FILE_MESSAGES } from '@aviation-permits/domain/messages';
import { MAP_SCREENSHOT_MESSAGES, MAP_SCREENSHOT_UPLOAD_FIELD } from '@aviation-permits/domain/geo';
import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import type { FastifyRequest } from 'fastify';
import { imageDimensionsProblem } from '../../adapters/files/image-dimensions.js';
import { sniffContentType } from '../../adapters/files/sniff-content-type.js';
import { HttpError } from '../../errors/http-error.js';
import {
  BadRequestError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../errors/http-errors.js';
import { asMultipartError } from '../../http/multipart-errors.js';

// MAP-15, MAP-16, SEC-13, SEC-30: reads the one file of a screenshot upload and checks it by its
// content: a PNG (its signature, whatever name or type the browser gave it), not empty, at most
// 2,048,000 bytes, and a header that reads and declares no more pixels than maxImageDimensions.
// The multipart limits stop a larger body as soon as it passes the limit.

const SCREENSHOT_MULTIPART_LIMITS = {
  files: 1,
  fileSize: PORTAL_CONSTANTS.maxFileSizeBytes,
  fields: 0,
  parts: 1,
};

const fieldError = (errorMessage: string) =>
  new ValidationError([{ field: MAP_SCREENSHOT_UPLOAD_FIELD, errorMessage }]);

/** @fastify/multipart's limit errors, by code. */
function limitError(error: unknown): HttpError | undefined {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpError(413, ERROR_CODES.payloadTooLarge, FILE_MESSAGES.tooLarge);
  }
  if (['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT'].includes(code)) {
    return new BadRequestError(`Send one file, in the "${MAP_SCREENSHOT_UPLOAD_FIELD}" field.`);
  }
  return undefined;
}

/** The PNG's bytes; refuses anything else with a 4xx in the envelope. */
export async function readScreenshot(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new UnsupportedMediaTypeError(request.headers['content-type']);
  let content: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: SCREENSHOT_MULTIPART_LIMITS })) {
      if (part.type !== 'file' || part.fieldname !== MAP_SCREENSHOT_UPLOAD_FIELD) {
        throw new BadRequestError(`Unexpected part "${part.fieldname}".`);
      }
      content = await part.toBuffer();
    }
  } catch (error) {
    throw limitError(error) ?? asMultipartError(error);
  }
  if (content === undefined) throw fieldError(MAP_SCREENSHOT_MESSAGES.missing);
  if (content.length === 0) throw fieldError(FILE_MESSAGES.emptyFile);
  if (sniffContentType(content) !== 'image/png') throw fieldError(MAP_SCREENSHOT_MESSAGES.notPng);
  const imageProblem = imageDimensionsProblem(content, 'image/png');
  if (imageProblem !== undefined) throw fieldError(imageProblem);
  return content;
}
