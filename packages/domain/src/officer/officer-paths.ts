import { SERVICE_BASE_PATHS } from '../http/service-paths.js';

// The officer service's calls (OFF-2 to OFF-8), under their own prefix: an officer route is never
// an applicant route, nor the reverse (OFF-5).

const BASE = SERVICE_BASE_PATHS.officer;

export const OFFICER_API_PATHS = {
  /** POST { email }: e-mails a one-time code to an active officer's address (same answer for any). */
  signInCode: `${BASE}/sign-in/code`,
  /** POST { email, otp }: checks it and starts a signing-in session (the second factor comes next). */
  signInCodeVerify: `${BASE}/sign-in/code/verify`,
  /** POST { code }: the authenticator's code; the session is signed in. */
  signInTotp: `${BASE}/sign-in/totp`,
  /** POST { code }: a recovery code instead of the authenticator's, each usable once. */
  signInRecoveryCode: `${BASE}/sign-in/recovery-code`,
  /** POST: a new authenticator secret (otpauth:// URI, QR code, manual key) for a first sign-in. */
  enrolment: `${BASE}/enrolment`,
  /** POST { code }: a right code completes the set-up; answers the recovery codes, once. */
  enrolmentConfirm: `${BASE}/enrolment/confirm`,
  /** GET: who is signed in (or signing in), their role and stage. */
  session: `${BASE}/session`,
  /** POST: ends the officer session. */
  signOut: `${BASE}/sign-out`,
  /** GET: the audit trail, newest first, for supervisors. */
  audit: `${BASE}/audit`,
} as const;
