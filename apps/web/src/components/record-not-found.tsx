import { ERROR_MESSAGES } from '@aviation-permits/domain/messages';
import { ErrorPageContent } from './error-page-content';

/**
 * ERR-15: the not-found page of an address that names a record the visitor cannot see; with the
 * request id of the call that answered 404, when one was made (OPS-67).
 */
export function RecordNotFound({ reference }: { reference?: string | undefined }) {
  return <ErrorPageContent reason={ERROR_MESSAGES.recordNotFound} reference={reference} />;
}
