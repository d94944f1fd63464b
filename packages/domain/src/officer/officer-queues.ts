import type { ApplicationStatus } from '../application/lifecycle/application-status.js';

// The officer console's queues of applications (OFF-18): each is the statuses it lists, so a
// queue's count and its rows can never disagree. Accounts have one queue: those SUBMITTED.

export const OFFICER_APPLICATION_QUEUES = [
  'processing',
  'need-your-action',
  'decided',
  'decided-automatically',
] as const;
export type OfficerApplicationQueue = (typeof OFFICER_APPLICATION_QUEUES)[number];

export const OFFICER_QUEUE_STATUSES: Readonly<
  Record<OfficerApplicationQueue, readonly ApplicationStatus[]>
> = {
  /** Waiting for an officer's decision. */
  processing: ['PROCESSING'],
  /** Sent back to the applicant, waiting for their answer. */
  'need-your-action': ['NEED_YOUR_ACTION'],
  /** An officer approved or rejected it. */
  decided: ['APPROVED', 'REJECTED'],
  /** Closed without an officer: expired by the portal, or withdrawn by the applicant. */
  'decided-automatically': ['EXPIRED', 'WITHDRAWN'],
};

export const OFFICER_ACCOUNT_QUEUES = ['to-review'] as const;

/** Whole days from a submission to `today` (both 'YYYY-MM-DD' in Singapore), never below 0. */
export function ageInDays(submittedOn: string, today: string): number {
  const days = (Date.parse(today) - Date.parse(submittedOn)) / 86_400_000;
  return Math.max(0, Math.round(days));
}
