import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '@aviation-permits/domain/messages';
import { ApiError } from '@/lib/api-client/api-error';
import { downloadFailureMessage } from './download-failure-message';

const url = '/application-service/v1/document/retrieve';

describe('the message of a failed download (APP-43, OPS-71)', () => {
  it("says in the server's words that a lost file could not be found", () => {
    const lost = new ApiError({
      message: 'Not Found',
      url,
      status: 404,
      errorCodes: 'NOT_FOUND',
      detail: FILE_MESSAGES.storedFileMissing,
    });
    expect(downloadFailureMessage(lost)).toBe(FILE_MESSAGES.storedFileMissing);
  });

  it('asks to try again when the failure may pass: no answer, or a server error', () => {
    expect(downloadFailureMessage(new ApiError({ message: 'Failed to fetch', url }))).toBe(
      FILE_MESSAGES.downloadFailed,
    );
    expect(downloadFailureMessage(new ApiError({ message: 'Bad Gateway', url, status: 502 }))).toBe(
      FILE_MESSAGES.downloadFailed,
    );
    expect(downloadFailureMessage(new TypeError('not an answer'))).toBe(
      FILE_MESSAGES.downloadFailed,
    );
  });
});
