import { OFFICER_SIGN_IN_RULES } from './officer-sign-in-rules.js';

// What the officer sign-in says when a second factor is refused (OFF-3, OFF-4).

export const OFFICER_MESSAGES = {
  wrongTotp: `The code is not right. Enter the ${OFFICER_SIGN_IN_RULES.totpDigits}-digit code your authenticator app shows now.`,
  wrongRecoveryCode: 'This recovery code is not right, or it has been used.',
  notEnrolled: 'Set up your authenticator app first.',
  alreadyEnrolled: 'Your authenticator app is already set up.',
  enrolmentNotStarted: 'Start the set-up of your authenticator app again.',
  /** The stored secret no longer opens (APP_SECRET changed): an operator resets it. */
  secretUnreadable:
    'Your authenticator app cannot be checked. Ask an administrator to reset it, then set it up again.',
} as const;
