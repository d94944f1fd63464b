// Registration and e-mail one-time code messages of spec section 8, exactly as the spec gives them.

export const REGISTRATION_MESSAGES = {
  emailAlreadyRegistered: 'The Email address is already registered. Please try with different one.',
  otpVerificationFailed:
    'Email OTP Verification is failed, Please provide correct OTP or generate new OTP.',
  submitted: 'User details have been submitted successfully',
} as const;
