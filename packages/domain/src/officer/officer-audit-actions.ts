// What the officers' audit trail records (OFF-8): every officer action, and what operators do to
// officers with `npm run officers`, grouped by the subject they act on.

export const OFFICER_AUDIT_ACTIONS = [
  /** The e-mail code was right: a signing-in session began. */
  'sign-in.code',
  /** Signed in with the authenticator's code. */
  'sign-in',
  /** Signed in with a recovery code instead (its message says how many are left). */
  'sign-in.recovery-code',
  /** The authenticator was set up at a first sign-in (and the officer signed in). */
  'enrolment',
  /** Wrong second-factor codes reached a limit: a client waits, or a session ended. */
  'sign-in.second-factor-limit',
  /** Signed in through the authority's OpenID Connect provider (OFF-60); the message names it. */
  'sign-in.oidc',
  'sign-out',
  'officer.added',
  'officer.disabled',
  'officer.enabled',
  /** The authenticator and recovery codes were cleared: the next sign-in sets them up again. */
  'officer.totp-reset',
  // OFF-20, OFF-21: decisions and assignments of applications (subject type `application`).
  'application.request-action',
  'application.approve',
  // OFF-56: the portal approved under the auto-approval policy (actor `system`).
  'application.auto-approve',
  'application.reject',
  'application.reopen',
  // PRM-11: a supervisor revokes an issued permit.
  'application.revoke',
  'application.assign',
  'application.release',
  'application.reassign',
  // OFF-41: an officer's reads (subject type `application` or `account`; a download's message
  // names the document).
  'application.read',
  'application.document-download',
  // OFF-22: decisions on accounts (subject type `account`).
  'account.approve',
  'account.reject',
  'account.more-info',
  'account.disable',
  'account.read',
  'account.document-download',
  // OFF-32, OFF-35: data supervisors publish (subject types `restricted-area`, `public-holiday`).
  'restricted-area.publish',
  'restricted-area.withdraw',
  'public-holiday.add',
  'public-holiday.remove',
  // LIFE-12: a supervisor runs a failed background job again (subject type `job`).
  'job.retry',
  // LIFE-17, LIFE-18: a supervisor or an operator sends an e-mail again (subject type `mail`).
  'mail.resend',
] as const;

export type OfficerAuditAction = (typeof OFFICER_AUDIT_ACTIONS)[number];

/** The actor of a row written by the portal itself rather than by an officer or an operator. */
export const SYSTEM_ACTOR = 'system';
