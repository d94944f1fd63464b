import { ERROR_CODES, type FieldError } from '@aviation-permits/domain/http';
import { HttpError } from './http-error.js';

// The portal's typed errors: a service throws one, the error handler renders it.

export class ValidationError extends HttpError {
  /** `detail` for a caller that reads no field list (the dashboard's cursor, APP-59). */
  constructor(errors: readonly FieldError[], detail?: string) {
    super(400, ERROR_CODES.validation, detail, errors);
  }
}

export class BadRequestError extends HttpError {
  constructor(detail: string) {
    super(400, ERROR_CODES.badRequest, detail);
  }
}

export class InvalidAccessContentError extends HttpError {
  constructor() {
    super(403, ERROR_CODES.invalidAccessContent);
  }
}

export class InvalidCsrfTokenError extends HttpError {
  constructor() {
    super(403, ERROR_CODES.invalidCsrf);
  }
}

export class InvalidHumanCheckError extends HttpError {
  constructor() {
    super(403, ERROR_CODES.invalidHumanCheck);
  }
}

export class NotFoundError extends HttpError {
  constructor(detail = 'The requested resource does not exist.') {
    super(404, ERROR_CODES.notFound, detail);
  }
}

/** A path the server answers, asked with a method it does not take there (ERR-18). */
export class MethodNotAllowedError extends HttpError {
  constructor(
    method: string,
    /** The methods the path takes: the answer's Allow header. */
    readonly allow: readonly string[],
  ) {
    super(
      405,
      ERROR_CODES.methodNotAllowed,
      `${method} is not allowed here. Allowed: ${allow.join(', ')}.`,
    );
  }
}

/** A part of the path longer than the router matches (MAX_PARAM_LENGTH, ERR-18). */
export class AddressPartTooLongError extends BadRequestError {
  constructor(maxLength: number) {
    super(`The address is not valid: a part of it is longer than ${maxLength} characters.`);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(limitInBytes: number) {
    super(
      413,
      ERROR_CODES.payloadTooLarge,
      `The request is too large. The server accepts at most ${limitInBytes} bytes.`,
    );
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(contentType: string | undefined) {
    super(
      415,
      ERROR_CODES.unsupportedMediaType,
      `Content type ${contentType ?? '(none)'} is not accepted here.`,
    );
  }
}

export class TooManyRequestsError extends HttpError {
  /** Sent as Retry-After too, so a client need not read the wait from the text (SEC-10). */
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      ERROR_CODES.tooManyRequests,
      `Too many requests. Please try again in ${retryAfterSeconds} seconds.`,
    );
  }
}

/** Never carries the cause: internals stay in the log. */
export class InternalServerError extends HttpError {
  constructor() {
    super(500, ERROR_CODES.internal, 'Something went wrong on our side. Please try again later.');
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(detail: string) {
    super(503, ERROR_CODES.serviceUnavailable, detail);
  }
}

/**
 * The database could not be reached (OPS-52: a restart, a fail-over): nothing was changed, and the
 * caller may send the request again once Retry-After has passed.
 */
export class DatabaseUnavailableError extends ServiceUnavailableError {
  /** Sent as Retry-After: PostgreSQL restarts or fails over in seconds. */
  readonly retryAfterSeconds = 5;

  constructor() {
    super('The service is briefly unavailable. Please try again in a few seconds.');
  }
}

/** No running session on a route that needs one; the client runs the spec's 401 flow. */
export class UnauthorizedError extends HttpError {
  constructor() {
    super(401, ERROR_CODES.unauthorized);
  }
}

/** A signed-in user whose account may not make this call (e.g. the dashboard for ACTIVE only). */
export class ForbiddenError extends HttpError {
  constructor(detail?: string) {
    super(403, ERROR_CODES.forbidden, detail);
  }
}

/** The request contradicts the current state, e.g. an account status change that is not allowed. */
export class ConflictError extends HttpError {
  constructor(detail: string) {
    super(409, ERROR_CODES.conflict, detail);
  }
}
