import { ApiError } from './api-error';

/**
 * The server's message for one field of a 400 VALIDATION_ERROR, to show next to that field (the
 * shared handler shows the same message as a toast; inline, it stays where the user looks).
 */
export function serverFieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.errors.find((fieldError) => fieldError.field === field)?.errorMessage;
}
