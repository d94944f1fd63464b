import { ERROR_CODES } from '@aviation-permits/domain/http';
import { type AccountStatus } from '@aviation-permits/domain/account';
import { HttpError } from '../../errors/http-error.js';

/** The profile may change only while the account waits for it (PENDING_REGISTRATION, MORE_INFO_NEEDED). */
export class ProfileLockedError extends HttpError {
  constructor(status: AccountStatus) {
    super(
      403,
      ERROR_CODES.forbidden,
      `The profile cannot be changed while the account is ${status}. It can be changed only while registration is pending or more information is needed.`,
    );
  }
}

/** Multipart limits (CONST-3, CONST-4): the detail names the limit the request broke. */
export class UploadLimitError extends HttpError {
  constructor(detail: string) {
    super(413, ERROR_CODES.payloadTooLarge, detail);
  }
}
