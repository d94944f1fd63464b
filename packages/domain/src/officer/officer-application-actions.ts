import type { ApplicationStatus } from '../application/lifecycle/application-status.js';
import {
  type ApplicationAction,
  type ApplicationActor,
  availableActions,
} from '../application/lifecycle/application-transitions.js';
import type { OfficerRole } from './officer-roles.js';

// Which rows of the transition table an officer acts under (OFF-20): every officer as `officer`,
// a supervisor also as `supervisor` (reopening a decision). One rule for the console's buttons and
// the server's check.

export function actorsOfRole(role: OfficerRole): readonly ApplicationActor[] {
  return role === 'supervisor' ? ['officer', 'supervisor'] : ['officer'];
}

/** The moves this officer may make on an application in `status`. */
export function officerAvailableActions(
  status: ApplicationStatus,
  role: OfficerRole,
): ApplicationAction[] {
  return [...new Set(actorsOfRole(role).flatMap((actor) => availableActions(status, actor)))];
}

/** The console's decisions that move an application, each a row of the transition table. */
export type OfficerStatusDecision = 'request-action' | 'approve' | 'reject' | 'reopen' | 'revoke';

/** Which move of the table each decision makes (OFF-20): the console offers those available. */
export const OFFICER_DECISION_MOVES: Readonly<Record<OfficerStatusDecision, ApplicationAction>> = {
  'request-action': 'requestInformation',
  approve: 'approve',
  reject: 'reject',
  reopen: 'reopen',
  revoke: 'revoke',
};

/**
 * Who may let an application go (OFF-42): the officer who holds it, or any supervisor (who may
 * also hand it to someone else). The console offers Release by this rule; the server refuses by it.
 */
export function mayRelease(
  holderId: string | null,
  officer: { id: string; role: OfficerRole },
): boolean {
  return holderId !== null && (holderId === officer.id || officer.role === 'supervisor');
}
