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
  /** GET ?queue=&…: a queue of applications, oldest submission first, with every queue's count (OFF-18). */
  applications: `${BASE}/applications`,
  /** GET: one application as an officer reviews it (OFF-19). */
  application: (id: string) => `${BASE}/applications/${id}`,
  /** POST { version, action, … }: a decision or an assignment on one application (OFF-20, OFF-21). */
  applicationDecision: (id: string) => `${BASE}/applications/${id}/decision`,
  /** GET: one of the application's documents, downloaded by the officer (OFF-40). */
  applicationDocument: (id: string, documentId: string) =>
    `${BASE}/applications/${id}/documents/${documentId}`,
  /** GET: the active officers a supervisor may reassign an application to (OFF-43). */
  officers: `${BASE}/officers`,
  /** GET ?queue=to-review&…: accounts waiting for review, oldest first (OFF-22). */
  accounts: `${BASE}/accounts`,
  /** GET: one account's profile and documents (OFF-22). */
  account: (id: string) => `${BASE}/accounts/${id}`,
  /** GET: one of the account's profile documents, downloaded by the officer (OFF-22). */
  accountDocument: (id: string, documentId: string) =>
    `${BASE}/accounts/${id}/documents/${documentId}`,
  /** POST { action, reason? }: approve, reject, ask for more information or disable (OFF-22). */
  accountDecision: (id: string) => `${BASE}/accounts/${id}/decision`,
} as const;

/** The same calls as Fastify route patterns (the server registers these). */
export const OFFICER_ROUTE_PATTERNS = {
  application: `${BASE}/applications/:id`,
  applicationDecision: `${BASE}/applications/:id/decision`,
  applicationDocument: `${BASE}/applications/:id/documents/:documentId`,
  account: `${BASE}/accounts/:id`,
  accountDocument: `${BASE}/accounts/:id/documents/:documentId`,
  accountDecision: `${BASE}/accounts/:id/decision`,
} as const;
