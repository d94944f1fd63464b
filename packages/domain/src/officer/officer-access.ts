import type { OfficerRole } from './officer-roles.js';

// Which officer session may make which call (OFF-5, OFF-7). The server's officer-session plugin
// answers by it; the officer console's route guard reads the same rule from the status call.

/**
 * Where an officer's sign-in stands: after the e-mail code, setting up the authenticator (not
 * enrolled yet) or entering its code (enrolled); then signed in.
 */
export const OFFICER_STAGES = ['enrolment', 'second-factor', 'signed-in'] as const;
export type OfficerStage = (typeof OFFICER_STAGES)[number];

/**
 * What an officer route asks of the session (route config `requireOfficer`):
 * - `true`: a signed-in officer, any role;
 * - `'supervisor'`: a signed-in supervisor;
 * - `'second-factor'`: an enrolled officer past the e-mail code (the TOTP and recovery-code calls);
 * - `'enrolment'`: an officer past the e-mail code who has not set up the authenticator (the
 *   set-up calls; such an officer reaches nothing else but the status call, OFF-3);
 * - `'any-stage'`: any running officer session (the status call).
 */
export type OfficerRequirement = true | 'supervisor' | 'second-factor' | 'enrolment' | 'any-stage';

export function officerStageOf(session: {
  secondFactorDone: boolean;
  enrolled: boolean;
}): OfficerStage {
  if (session.secondFactorDone) return 'signed-in';
  return session.enrolled ? 'second-factor' : 'enrolment';
}

export function officerMayEnter(
  requirement: OfficerRequirement,
  session: { stage: OfficerStage; role: OfficerRole },
): boolean {
  switch (requirement) {
    case 'any-stage':
      return true;
    case 'second-factor':
    case 'enrolment':
      return session.stage === requirement;
    case 'supervisor':
      return session.stage === 'signed-in' && session.role === 'supervisor';
    case true:
      return session.stage === 'signed-in';
  }
}
