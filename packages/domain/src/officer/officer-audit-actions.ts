// What the officers' audit trail records (OFF-8): every officer action, and what operators do to
// officers with `npm run officers`. Application decisions add theirs when they arrive.

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
  'sign-out',
  'officer.added',
  'officer.disabled',
  'officer.enabled',
  /** The authenticator and recovery codes were cleared: the next sign-in sets them up again. */
  'officer.totp-reset',
  // OFF-20, OFF-21: decisions and assignments of applications (subject type `application`).
  'application.request-action',
  'application.approve',
  'application.reject',
  'application.reopen',
  'application.assign',
  'application.release',
  'application.reassign',
  // OFF-22: decisions on accounts (subject type `account`).
  'account.approve',
  'account.reject',
  'account.more-info',
  'account.disable',
] as const;

export type OfficerAuditAction = (typeof OFFICER_AUDIT_ACTIONS)[number];

/** The actor of a row written by the portal itself rather than by an officer or an operator. */
export const SYSTEM_ACTOR = 'system';
