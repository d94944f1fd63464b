import type { ApplicationStatus } from './application-status.js';

// Who may move an application from which status to which (APP-51), as one table of data. The
// server's application service refuses any move not listed; the officer console extends the
// lifecycle by adding rows here (or passing a longer table), never by new code paths.

/**
 * applicant: through the portal; payment: the payment gateway's signed callback; system: the
 * portal itself (scheduled jobs, fee decisions, the auto-approval policy); officer: the
 * authority's console; supervisor: an officer whose role is supervisor, for the moves only
 * supervisors may make (OFF-20).
 */
export type ApplicationActor = 'applicant' | 'payment' | 'system' | 'officer' | 'supervisor';

export type ApplicationAction =
  | 'submit'
  | 'remove'
  | 'pay'
  | 'withdraw'
  | 'respond'
  | 'requestInformation'
  | 'approve'
  | 'autoApprove'
  | 'reject'
  | 'reopen'
  | 'revoke'
  | 'expire';

/** Facts a move may depend on, decided by the server (the browser never sends the fee). */
export interface TransitionFacts {
  /** Whether the fee schedule asks a fee above 0 for this application. */
  feeDue?: boolean;
}

export interface ApplicationTransition {
  from: ApplicationStatus;
  action: ApplicationAction;
  to: ApplicationStatus;
  by: ApplicationActor;
  /** The row applies only when this holds; rows of the same move are told apart by it. */
  when?: (facts: TransitionFacts) => boolean;
}

const feeDue = (facts: TransitionFacts) => facts.feeDue === true;
const noFeeDue = (facts: TransitionFacts) => facts.feeDue !== true;

export const APPLICATION_TRANSITIONS: readonly ApplicationTransition[] = [
  // PAY-1: a fee of 0 skips Pending payment.
  { from: 'DRAFT', action: 'submit', to: 'PENDING_PAYMENT', by: 'applicant', when: feeDue },
  { from: 'DRAFT', action: 'submit', to: 'PROCESSING', by: 'applicant', when: noFeeDue },
  { from: 'DRAFT', action: 'remove', to: 'REMOVED', by: 'applicant' },
  { from: 'PENDING_PAYMENT', action: 'pay', to: 'PROCESSING', by: 'payment' },
  { from: 'PENDING_PAYMENT', action: 'withdraw', to: 'WITHDRAWN', by: 'applicant' },
  { from: 'PROCESSING', action: 'withdraw', to: 'WITHDRAWN', by: 'applicant' },
  { from: 'NEED_YOUR_ACTION', action: 'withdraw', to: 'WITHDRAWN', by: 'applicant' },
  { from: 'NEED_YOUR_ACTION', action: 'respond', to: 'PROCESSING', by: 'applicant' },
  { from: 'PROCESSING', action: 'requestInformation', to: 'NEED_YOUR_ACTION', by: 'officer' },
  { from: 'PROCESSING', action: 'approve', to: 'APPROVED', by: 'officer' },
  // OFF-56: an application the authority's auto-approval policy covers is approved as it arrives.
  { from: 'PROCESSING', action: 'autoApprove', to: 'APPROVED', by: 'system' },
  { from: 'PROCESSING', action: 'reject', to: 'REJECTED', by: 'officer' },
  // OFF-20: a decision made in error goes back to Processing, by a supervisor, with a reason.
  { from: 'APPROVED', action: 'reopen', to: 'PROCESSING', by: 'supervisor' },
  { from: 'REJECTED', action: 'reopen', to: 'PROCESSING', by: 'supervisor' },
  // PRM-11: an issued permit withdrawn by the authority, by a supervisor, with a reason.
  { from: 'APPROVED', action: 'revoke', to: 'REVOKED', by: 'supervisor' },
  // A scheduled job closes what can no longer happen: an approval past its last end date, and an
  // unpaid or unanswered application whose activity has started.
  { from: 'APPROVED', action: 'expire', to: 'EXPIRED', by: 'system' },
  { from: 'PENDING_PAYMENT', action: 'expire', to: 'EXPIRED', by: 'system' },
  { from: 'NEED_YOUR_ACTION', action: 'expire', to: 'EXPIRED', by: 'system' },
  // LIFE-9: a draft untouched long after its notice is removed by the same job.
  { from: 'DRAFT', action: 'remove', to: 'REMOVED', by: 'system' },
];

/** The status an action leads to, or undefined when this actor may not take it from `from`. */
export function nextStatus(
  from: ApplicationStatus,
  action: ApplicationAction,
  by: ApplicationActor,
  facts: TransitionFacts = {},
  transitions: readonly ApplicationTransition[] = APPLICATION_TRANSITIONS,
): ApplicationStatus | undefined {
  return transitions.find(
    (row) =>
      row.from === from &&
      row.action === action &&
      row.by === by &&
      (row.when === undefined || row.when(facts)),
  )?.to;
}

/** Whether some action lets this actor move an application from `from` to `to`. */
export function canTransition(
  from: ApplicationStatus,
  to: ApplicationStatus,
  by: ApplicationActor,
  transitions: readonly ApplicationTransition[] = APPLICATION_TRANSITIONS,
): boolean {
  return transitions.some((row) => row.from === from && row.to === to && row.by === by);
}

/** The actions this actor may take on an application in `status` (the buttons a page offers). */
export function availableActions(
  status: ApplicationStatus,
  by: ApplicationActor,
  transitions: readonly ApplicationTransition[] = APPLICATION_TRANSITIONS,
): ApplicationAction[] {
  const actions = transitions
    .filter((row) => row.from === status && row.by === by)
    .map((row) => row.action);
  return [...new Set(actions)];
}
