import type { FieldError } from '@aviation-permits/domain/http';

/**
 * Every failed call of the request pipeline, in one shape the shared error handler reads
 * (ERR-13: status, errorCodes, errors, detail and the request url).
 */
export class ApiError extends Error {
  /** HTTP status; undefined when no answer came (network failure, time-out, broken response). */
  readonly status: number | undefined;
  readonly errorCodes: string | undefined;
  readonly errors: readonly FieldError[];
  readonly detail: string | undefined;
  readonly url: string;
  /** The raw body text, kept because a firewall's own block page is HTML, not the envelope. */
  readonly body: string;
  /**
   * The id the server gave the request, from the answer's X-Request-Id (or a 500's envelope): the
   * error page shows it, so support can find the request's log line (OPS-67). Undefined when no
   * answer came, or one came from something in front of the portal that sets none.
   */
  readonly requestId: string | undefined;

  constructor(init: {
    message: string;
    url: string;
    status?: number;
    errorCodes?: string;
    errors?: readonly FieldError[];
    detail?: string;
    body?: string;
    requestId?: string | undefined;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.url = init.url;
    this.status = init.status;
    this.errorCodes = init.errorCodes;
    this.errors = init.errors ?? [];
    this.detail = init.detail;
    this.body = init.body ?? '';
    this.requestId = init.requestId;
  }
}

/** The request id of a failed call, for the page that reports it (OPS-67); none for other errors. */
export function requestIdOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.requestId : undefined;
}
