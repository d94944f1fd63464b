import { describe, expect, it } from 'vitest';
import { SIGN_IN_ERROR_CODES } from '../identity/sign-in-redirects.js';
import {
  SIGN_IN_ERROR_MESSAGES,
  UNKNOWN_SIGN_IN_ERROR_MESSAGE,
  signInErrorMessage,
} from './sign-in-error-messages.js';

describe('signInErrorMessage (/login?error=<code>)', () => {
  it.each(Object.values(SIGN_IN_ERROR_CODES))('explains the code "%s" in its own words', (code) => {
    expect(signInErrorMessage(code)).toBe(SIGN_IN_ERROR_MESSAGES[code]);
  });

  it('gives every code a different message', () => {
    const messages = Object.values(SIGN_IN_ERROR_MESSAGES);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('still says the log-in failed for a code it does not know', () => {
    expect(signInErrorMessage('something-new')).toBe(UNKNOWN_SIGN_IN_ERROR_MESSAGE);
  });

  it.each([null, ''])('says nothing without a code (%j)', (code) => {
    expect(signInErrorMessage(code)).toBeUndefined();
  });
});
