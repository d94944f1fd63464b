import { z } from 'zod';
import { mandatoryMessage } from '../messages/validation-messages.js';
import { REGISTRATION_MESSAGES } from '../messages/registration-messages.js';
import { emailField } from '../schemas/field-schemas.js';
import { OTP_RULES } from './otp-rules.js';

// Requests and answers of the e-mail one-time code calls (POST /login-service/otp/request and
// /otp/verify). The browser's login form and the server validate with the same schemas.

/** Addresses are compared lower-cased: one mailbox, one account. */
const emailAddress = emailField('Email Address').transform((email) => email.toLowerCase());

export const otpRequestSchema = z.object({ email: emailAddress });
export type OtpRequest = z.infer<typeof otpRequestSchema>;

export const otpRequestAcceptedSchema = z.object({
  /** Seconds until the page may ask for another code. */
  resendAfterSeconds: z.number().int().nonnegative(),
  /** Seconds the code just sent stays valid. */
  expiresInSeconds: z.number().int().positive(),
});
export type OtpRequestAccepted = z.infer<typeof otpRequestAcceptedSchema>;

const OTP_PATTERN = new RegExp(`^\\d{${OTP_RULES.length}}$`);

export const otpVerifySchema = z.object({
  email: emailAddress,
  otp: z
    .string({ error: mandatoryMessage('OTP') })
    .trim()
    .min(1, mandatoryMessage('OTP'))
    // A code of the wrong shape can never be right: the same message as a wrong code.
    .regex(OTP_PATTERN, REGISTRATION_MESSAGES.otpVerificationFailed),
});
export type OtpVerify = z.infer<typeof otpVerifySchema>;
