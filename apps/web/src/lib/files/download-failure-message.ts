import { FILE_MESSAGES } from '@aviation-permits/domain/messages';
import { ApiError } from '@/lib/api-client/api-error';

/**
 * What a failed download tells its reader (APP-43, OPS-71). A 404 is final, so trying again is no
 * advice: the server's own words say why (a file lost from the store asks the applicant to contact
 * the authority, and tells an officer the operators know). Anything else may pass: "The file could
 * not be downloaded. Please try again."
 */
export function downloadFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 404 && error.detail) return error.detail;
  return FILE_MESSAGES.downloadFailed;
}
