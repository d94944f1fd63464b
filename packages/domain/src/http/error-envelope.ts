import { z } from 'zod/mini';

// The one error envelope of every non-2xx answer (ERR-1), the shape the client's shared handler
// reads (ERR-5 to ERR-13).

export const fieldErrorSchema = z.object({
  field: z.string(),
  errorMessage: z.string(),
});

export const errorEnvelopeSchema = z.object({
  status: z.int(),
  errorCodes: z.string(),
  detail: z.optional(z.string()),
  errors: z.optional(z.array(fieldErrorSchema)),
  /** A 500's request id, the one its log line carries: the error page shows it (OPS-36). */
  requestId: z.optional(z.string()),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
