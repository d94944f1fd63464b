import type { ApplicationStatus } from '../application/lifecycle/application-status.js';

// The officer console's queues of applications (OFF-18): each is the statuses it lists, and for
// the decided ones who approved (OFF-58), so a queue's count and its rows can never disagree and
// no application is in two queues. Accounts have one queue: those SUBMITTED.

export const OFFICER_APPLICATION_QUEUES = [
  'processing',
  'need-your-action',
  'decided',
  'decided-automatically',
  'closed',
] as const;
export type OfficerApplicationQueue = (typeof OFFICER_APPLICATION_QUEUES)[number];

export const OFFICER_QUEUE_STATUSES: Readonly<
  Record<OfficerApplicationQueue, readonly ApplicationStatus[]>
> = {
  /** Waiting for an officer's decision. */
  processing: ['PROCESSING'],
  /** Sent back to the applicant, waiting for their answer. */
  'need-your-action': ['NEED_YOUR_ACTION'],
  /** An officer approved or rejected it, or a supervisor revoked the approval (PRM-11). */
  decided: ['APPROVED', 'REJECTED', 'REVOKED'],
  /** The portal approved it under the auto-approval policy (OFF-56); a supervisor may revoke it. */
  'decided-automatically': ['APPROVED'],
  /** Closed without a decision: expired by the portal, or withdrawn by the applicant. */
  closed: ['EXPIRED', 'WITHDRAWN'],
};

/**
 * OFF-58: the queues that tell approvals apart by who made them: only the portal's own
 * (true), or none of them (false). The other queues list no standing approval.
 */
export const OFFICER_QUEUE_APPROVED_AUTOMATICALLY: Readonly<
  Partial<Record<OfficerApplicationQueue, boolean>>
> = {
  decided: false,
  'decided-automatically': true,
};

export const OFFICER_ACCOUNT_QUEUES = ['to-review'] as const;

/** Whole days from a submission to `today` (both 'YYYY-MM-DD' in Singapore), never below 0. */
export function ageInDays(submittedOn: string, today: string): number {
  const days = (Date.parse(today) - Date.parse(submittedOn)) / 86_400_000;
  return Math.max(0, Math.round(days));
}
