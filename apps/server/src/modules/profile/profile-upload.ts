import { FILE_MESSAGES } from '@aviation-permits/domain/messages';
import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import { PROFILE_SUBMIT_PARTS } from '@aviation-permits/domain/profile';
import type { FastifyRequest } from 'fastify';
import { BadRequestError, UnsupportedMediaTypeError } from '../../errors/http-errors.js';
import { asMultipartError } from '../../http/multipart-errors.js';
import { UploadLimitError } from './profile.errors.js';
import type { ProfileUpload } from './profile.service.js';

// Reads the submission's multipart body: one `profile` field (JSON) and up to two `documents`
// files. Limits stop a request as soon as it breaks them, before anything is kept in memory
// beyond them.

/** The profile's JSON is a few kilobytes; this leaves room and stops abuse. */
const MAX_PROFILE_FIELD_BYTES = 64 * 1024;

const PROFILE_MULTIPART_LIMITS = {
  files: PORTAL_CONSTANTS.maxFilesPerProfile,
  fileSize: PORTAL_CONSTANTS.maxFileSizeBytes,
  fields: 1,
  fieldSize: MAX_PROFILE_FIELD_BYTES,
  parts: PORTAL_CONSTANTS.maxFilesPerProfile + 1,
};

const FIELD_TOO_LARGE = `The profile must be at most ${MAX_PROFILE_FIELD_BYTES} bytes.`;

/** @fastify/multipart's limit errors, by code, as the detail the applicant reads. */
const LIMIT_DETAILS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: `${FILE_MESSAGES.tooLarge} (at most ${PORTAL_CONSTANTS.maxFileSizeBytes} bytes per file)`,
  FST_FILES_LIMIT: FILE_MESSAGES.maxProfileFiles,
  FST_PARTS_LIMIT: FILE_MESSAGES.maxProfileFiles,
  FST_FIELDS_LIMIT: 'Only one profile field can be sent.',
};

export interface ProfileSubmission {
  /** The parsed JSON of the `profile` field; undefined when it was not sent. */
  profile: unknown;
  uploads: ProfileUpload[];
}

function parseProfileJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw new BadRequestError('The profile field is not valid JSON.');
  }
}

function limitError(error: unknown): UploadLimitError | undefined {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  const detail = LIMIT_DETAILS[code];
  return detail === undefined ? undefined : new UploadLimitError(detail);
}

export async function readProfileSubmission(request: FastifyRequest): Promise<ProfileSubmission> {
  if (!request.isMultipart()) throw new UnsupportedMediaTypeError(request.headers['content-type']);
  const submission: ProfileSubmission = { profile: undefined, uploads: [] };
  try {
    for await (const part of request.parts({ limits: PROFILE_MULTIPART_LIMITS })) {
      if (part.type === 'field' && part.fieldname === PROFILE_SUBMIT_PARTS.profile) {
        if (part.valueTruncated) throw new UploadLimitError(FIELD_TOO_LARGE);
        submission.profile = parseProfileJson(String(part.value));
      } else if (part.type === 'file' && part.fieldname === PROFILE_SUBMIT_PARTS.documents) {
        submission.uploads.push({
          fileName: part.filename,
          declaredType: part.mimetype,
          content: await part.toBuffer(),
        });
      } else {
        throw new BadRequestError(`Unexpected part "${part.fieldname}".`);
      }
    }
  } catch (error) {
    throw limitError(error) ?? asMultipartError(error);
  }
  if (submission.profile === undefined) {
    throw new BadRequestError('The profile field is missing.');
  }
  return submission;
}
