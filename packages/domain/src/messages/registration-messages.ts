// Registration and e-mail one-time code messages (ACC-5, ACC-31, ACC-34), exactly as quoted.

export const REGISTRATION_MESSAGES = {
  emailAlreadyRegistered: 'The Email address is already registered. Please try with different one.',
  otpVerificationFailed:
    'Email OTP Verification is failed, Please provide correct OTP or generate new OTP.',
  submitted: 'User details have been submitted successfully',
} as const;
