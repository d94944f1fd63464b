// What the profile form and the status page say about proving the profile's e-mail address. The
// spec quotes none of these; the wording is ours. A wrong code keeps the spec's own message
// (REGISTRATION_MESSAGES.otpVerificationFailed).

export const EMAIL_PROOF_MESSAGES = {
  proved: 'Verified',
  codeSent: 'We sent a one-time password to this address. Enter it below to verify the address.',
  needsProof:
    'Your e-mail address has not been verified. We will e-mail you about your registration only once you verify it on your profile.',
} as const;
