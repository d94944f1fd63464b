import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@aviation-permits/domain/http';
import { FILE_MESSAGES } from '@aviation-permits/domain/messages';
import { MAP_SCREENSHOT_MESSAGES } from '@aviation-permits/domain/geo';
import { ApiError } from '@/lib/api-client/api-error';
import { screenshotRefusalMessage } from './screenshot-upload';

// MAP-16, APP-43: what the applicant reads beside the map when the screenshot is refused.

const URL = '/application-service-map-upload/v1/upload';

describe('screenshotRefusalMessage', () => {
  it.each([
    [
      'the fifth document already there',
      new ApiError({
        message: 'refused',
        url: URL,
        status: 400,
        errorCodes: ERROR_CODES.validation,
        errors: [{ field: 'documents', errorMessage: FILE_MESSAGES.maxApplicationFiles }],
      }),
      FILE_MESSAGES.maxApplicationFiles,
    ],
    [
      'not a PNG',
      new ApiError({
        message: 'refused',
        url: URL,
        status: 400,
        errorCodes: ERROR_CODES.validation,
        errors: [{ field: 'screenshot', errorMessage: MAP_SCREENSHOT_MESSAGES.notPng }],
      }),
      MAP_SCREENSHOT_MESSAGES.notPng,
    ],
    [
      'too large',
      new ApiError({
        message: 'refused',
        url: URL,
        status: 413,
        errorCodes: ERROR_CODES.payloadTooLarge,
        detail: FILE_MESSAGES.tooLarge,
      }),
      FILE_MESSAGES.tooLarge,
    ],
    [
      'no answer at all',
      new ApiError({ message: 'offline', url: URL }),
      FILE_MESSAGES.uploadFailed,
    ],
    ['anything else', new Error('broken'), FILE_MESSAGES.uploadFailed],
  ])('%s', (_, error, message) => {
    expect(screenshotRefusalMessage(error)).toBe(message);
  });
});
