import { APPLICATION_MESSAGES } from '@aviation-permits/domain/messages';
import { ERROR_CODES } from '@aviation-permits/domain/http';
import { STALE_DRAFT_ERROR, type ApplicationIssue } from '@aviation-permits/domain/application';
import { HttpError } from '../../errors/http-error.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/http-errors.js';

// The application module's refusals, each with the domain's message.

/** APP-55: another applicant's application, draft or document is answered as if it did not exist. */
export class ApplicationNotFoundError extends NotFoundError {
  constructor() {
    super('The application does not exist.');
  }
}

export class DocumentNotFoundError extends NotFoundError {
  constructor() {
    super('The document does not exist.');
  }
}

/** APP-47: the save was based on a version another window or device has replaced. */
export class StaleVersionError extends ConflictError {
  constructor() {
    super(STALE_DRAFT_ERROR.detail);
  }
}

/** APP-52: editing, uploading or removing documents outside Draft and Need Your Action. */
export class NotEditableError extends ConflictError {
  constructor() {
    super(APPLICATION_MESSAGES.notEditable);
  }
}

/** APP-48: only a draft is removed. */
export class NotRemovableError extends ConflictError {
  constructor() {
    super(APPLICATION_MESSAGES.notRemovable);
  }
}

/** APP-62: applications and the dashboard are for ACTIVE accounts only. */
export class AccountNotActiveError extends HttpError {
  constructor() {
    super(403, ERROR_CODES.forbidden, APPLICATION_MESSAGES.accountNotActive);
  }
}

/** Multipart limits (APP-40, APP-41): the detail names the limit the request broke. */
export class UploadLimitError extends HttpError {
  constructor(detail: string) {
    super(413, ERROR_CODES.payloadTooLarge, detail);
  }
}

/** The domain's issues of the form as the envelope's errors, named by their path in the request. */
export function formValidationError(issues: readonly ApplicationIssue[]): ValidationError {
  return new ValidationError(
    issues.map((issue) => ({ field: `form.${issue.field}`, errorMessage: issue.message })),
  );
}
