import { ERROR_CODES, type FieldError } from '@aviation-permits/domain/http';
import type { FastifyError } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import { HttpError } from './http-error.js';
import {
  BadRequestError,
  DatabaseUnavailableError,
  InternalServerError,
  InvalidCsrfTokenError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from './http-errors.js';

// Turns whatever reached the error handler (our typed errors, Fastify's own, a library's, or a
// bug) into the HttpError that is rendered. Anything not recognised as the client's fault is a
// 500 without details.

export interface RequestFacts {
  contentType: string | undefined;
  bodyLimit: number;
}

/** Codes thrown by @fastify/csrf-protection when the secret cookie or the token is wrong. */
const CSRF_ERROR_CODES = new Set(['FST_CSRF_MISSING_SECRET', 'FST_CSRF_INVALID_TOKEN']);

/** `errorCodes` for a client error Fastify or a plugin raised with only a status code. */
const ERROR_CODE_BY_STATUS: Record<number, string> = {
  401: ERROR_CODES.unauthorized,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  405: ERROR_CODES.methodNotAllowed,
  413: ERROR_CODES.payloadTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  429: ERROR_CODES.tooManyRequests,
};

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** `a/b/0` → `a.b.0`; a problem with the whole body or query is named after that part. */
function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  const path = issue.instancePath.split('/').filter(Boolean).join('.');
  return path || (context ?? 'request');
}

function validationError(error: FastifyError): ValidationError {
  const errors: FieldError[] = (error.validation ?? []).map((issue) => ({
    field: fieldOf(issue, error.validationContext),
    errorMessage: issue.message ?? 'is invalid',
  }));
  return new ValidationError(errors);
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && ('code' in error || 'statusCode' in error);
}

export function toHttpError(error: unknown, request: RequestFacts): HttpError {
  if (error instanceof HttpError) return error;
  if (isDatabaseUnavailable(error)) return new DatabaseUnavailableError();
  if (!isFastifyError(error)) return new InternalServerError();
  if (error.validation) return validationError(error);
  if (CSRF_ERROR_CODES.has(error.code)) return new InvalidCsrfTokenError();
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new UnsupportedMediaTypeError(request.contentType);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new PayloadTooLargeError(request.bodyLimit);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new BadRequestError('The request body is not valid JSON.');
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Client errors from Fastify and its plugins carry messages written for the caller.
    return new HttpError(
      status,
      ERROR_CODE_BY_STATUS[status] ?? ERROR_CODES.badRequest,
      error.message,
    );
  }
  return new InternalServerError();
}
