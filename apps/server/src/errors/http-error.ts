import type { ErrorEnvelope, FieldError } from '@aviation-permits/domain/http';

/**
 * An answer the portal gives on purpose: its status, the `errorCodes` the client's shared handler
 * switches on, and what the user may read. The error handler renders it as the one envelope.
 */
export class HttpError extends Error {
  constructor(
    /** `statusCode`, the name Fastify itself reads from thrown errors. */
    readonly statusCode: number,
    readonly errorCodes: string,
    readonly detail?: string,
    readonly errors?: readonly FieldError[],
  ) {
    super(detail ?? errorCodes);
    this.name = new.target.name;
  }

  toEnvelope(): ErrorEnvelope {
    return {
      status: this.statusCode,
      errorCodes: this.errorCodes,
      ...(this.detail === undefined ? {} : { detail: this.detail }),
      ...(this.errors === undefined ? {} : { errors: [...this.errors] }),
    };
  }
}
