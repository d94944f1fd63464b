import type { FieldError } from '@aviation-permits/domain';

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

  constructor(init: {
    message: string;
    url: string;
    status?: number;
    errorCodes?: string;
    errors?: readonly FieldError[];
    detail?: string;
    body?: string;
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
  }
}
