import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, MAP_MESSAGES, serverDownMessage } from './error-messages.js';
import { FILE_MESSAGES } from './file-messages.js';
import {
  CONCURRENT_LOGINS_MODAL,
  ERROR_PAGE_TEXTS,
  ROUTER_ERROR_TITLE,
  SESSION_TIMEOUT_MODAL,
} from './page-texts.js';
import { REGISTRATION_MESSAGES } from './registration-messages.js';
import {
  VALIDATION_MESSAGES,
  mandatoryMessage,
  notANumberMessage,
  phoneMandatoryMessage,
} from './validation-messages.js';

// Every text the spec quotes (sections 2, 5 and 8), word for word.
describe('message catalogue', () => {
  it.each([
    [ERROR_MESSAGES.somethingWentWrong, 'Oops! Something went wrong...'],
    [ERROR_MESSAGES.recordsNotFound, 'Record(s) not found.'],
    [ERROR_MESSAGES.recordNotFound, 'Record not found'],
    [ERROR_MESSAGES.sessionTimedOut, 'Session timed out. Please sign in again to continue.'],
    [ERROR_MESSAGES.invalidCsrf, 'Security check failed. Please try again...'],
    [ERROR_MESSAGES.tooManyRequests, 'Too may requests.'],
    [MAP_MESSAGES.tokenMissing, 'OneMap token is missing'],
    [MAP_MESSAGES.initDataLoadFailed, 'Failed to load mapInItData.'],
    [MAP_MESSAGES.unableToRetrieveData, 'Unable to retrieve data.'],
    [MAP_MESSAGES.addressNotFound, 'Address not found.'],
    [FILE_MESSAGES.maxApplicationFiles, 'A maximum of 5 files can be uploaded.'],
    [FILE_MESSAGES.maxProfileFiles, 'A maximum of 2 files can be uploaded.'],
    [FILE_MESSAGES.tooLarge, 'File size should not be more than 2MB.'],
    [FILE_MESSAGES.emptyFileRemoval, 'Empty file cannot be removed.'],
    [
      REGISTRATION_MESSAGES.emailAlreadyRegistered,
      'The Email address is already registered. Please try with different one.',
    ],
    [
      REGISTRATION_MESSAGES.otpVerificationFailed,
      'Email OTP Verification is failed, Please provide correct OTP or generate new OTP.',
    ],
    [REGISTRATION_MESSAGES.submitted, 'User details have been submitted successfully'],
    [VALIDATION_MESSAGES.emailInvalid, 'Email Address is invalid'],
    [VALIDATION_MESSAGES.postalCode, 'Postal Code must be 6 digits'],
    [VALIDATION_MESSAGES.nricFinInvalid, 'NRIC or FIN is invalid'],
    [
      VALIDATION_MESSAGES.restrictedTimes,
      'The proposed activity is not allowed during military operating hours. You may wish to explore alternative days or time',
    ],
    [VALIDATION_MESSAGES.pastDate, 'Selected Date cannot be Past Date'],
    [VALIDATION_MESSAGES.startAfterEnd, 'Start Date must be on or before End Date'],
    [VALIDATION_MESSAGES.endBeforeStart, 'End Date must be on or after Start Date'],
    [VALIDATION_MESSAGES.startTooFar, 'Start Date cannot be more than 3 months'],
    [VALIDATION_MESSAGES.endTooFar, 'End Date cannot be more than 12 months from Start Date'],
    [mandatoryMessage('Name'), 'Name is mandatory.'],
    [phoneMandatoryMessage('Mobile'), 'Mobile is mandatory and should meet minimum length.'],
    [notANumberMessage('Contact Number'), 'Contact Number should be a number'],
    [ERROR_PAGE_TEXTS.heading, "Oops! We can't find the page."],
    [ROUTER_ERROR_TITLE, 'Unexpected Application Error!'],
    [CONCURRENT_LOGINS_MODAL.title, 'Concurrent Logins Detected'],
    [
      CONCURRENT_LOGINS_MODAL.body,
      'You have an active login session from another device or browser, which has been logged out now.',
    ],
    [SESSION_TIMEOUT_MODAL.title, 'Session Timeout!'],
    [SESSION_TIMEOUT_MODAL.body, 'Your session is Timed Out. You want to stay?'],
    [SESSION_TIMEOUT_MODAL.logoutLabel, 'Logout'],
    [SESSION_TIMEOUT_MODAL.continueLabel, 'Continue Session'],
  ])('"%s"', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('names the configured support address in the server-down message', () => {
    expect(serverDownMessage('help@example.gov.sg')).toBe(
      'We are unable to process your request right now. Please try again later, or contact help@example.gov.sg if the problem persists.',
    );
  });

  it('tells a blocked user which characters to remove', () => {
    for (const character of ['&', "'", '"', '/']) {
      expect(ERROR_MESSAGES.robotBlocked).toContain(character);
    }
  });

  it('advises a VPN user whose human check failed', () => {
    expect(ERROR_MESSAGES.invalidHumanCheck).toMatch(/^Security check failed\..*VPN/);
  });
});
