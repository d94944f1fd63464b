import { ERROR_MESSAGES } from '@aviation-permits/domain';
import { ErrorPageContent } from './error-page-content';

/** ERR-15: the not-found page of an address that names a record the visitor cannot see. */
export function RecordNotFound() {
  return <ErrorPageContent reason={ERROR_MESSAGES.recordNotFound} />;
}
