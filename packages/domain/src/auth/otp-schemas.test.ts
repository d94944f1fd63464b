import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES } from '../messages/registration-messages.js';
import { VALIDATION_MESSAGES } from '../messages/validation-messages.js';
import { otpRequestSchema, otpVerifySchema } from './otp-schemas.js';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('the one-time code requests', () => {
  it('lower-cases and trims the address', () => {
    expect(otpRequestSchema.parse({ email: '  Pilot@Example.COM ' })).toEqual({
      email: 'pilot@example.com',
    });
  });

  it.each([
    ['', 'Email Address is mandatory.'],
    ['pilot@', VALIDATION_MESSAGES.emailInvalid],
    ['pilot@localhost', VALIDATION_MESSAGES.emailInvalid],
  ])('refuses the address %j with %j', (email, message) => {
    expect(firstMessage(otpRequestSchema.safeParse({ email }))).toBe(message);
  });

  it.each([
    ['12345', REGISTRATION_MESSAGES.otpVerificationFailed],
    ['1234567', REGISTRATION_MESSAGES.otpVerificationFailed],
    ['12a456', REGISTRATION_MESSAGES.otpVerificationFailed],
    ['', 'OTP is mandatory.'],
  ])('refuses the code %j with %j', (otp, message) => {
    expect(firstMessage(otpVerifySchema.safeParse({ email: 'pilot@example.com', otp }))).toBe(
      message,
    );
  });

  it('accepts six digits', () => {
    expect(otpVerifySchema.parse({ email: 'pilot@example.com', otp: ' 012345 ' })).toEqual({
      email: 'pilot@example.com',
      otp: '012345',
    });
  });
});
