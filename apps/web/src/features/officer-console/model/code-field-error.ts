import { serverFieldError } from '@/lib/api-client/server-field-error';
import { ApiError } from '@/lib/api-client/api-error';

/**
 * What the server said about a typed code, to show at its field (OFF-4): its message for the
 * field, or the wrong-code limit's "try again in N seconds" (429), which a right code meets too.
 */
export function codeFieldError(error: unknown, field: string): string | undefined {
  if (error instanceof ApiError && error.status === 429 && error.detail) return error.detail;
  return serverFieldError(error, field);
}
