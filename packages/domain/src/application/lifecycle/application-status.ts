// The statuses an application moves through (APP-51). The dashboard's categories (APP-57) are
// what the applicant sees; these statuses are ours, one per distinct situation, and
// dashboard-category-of.ts maps them onto the seven categories.

export const APPLICATION_STATUSES = [
  /** Saved by the applicant, not yet submitted. */
  'DRAFT',
  /** Submitted; the fee is due before processing starts (a fee of 0 skips this). */
  'PENDING_PAYMENT',
  /** Submitted (and paid); the authority is assessing it. */
  'PROCESSING',
  /** The authority asked the applicant for a change or more information. */
  'NEED_YOUR_ACTION',
  'REJECTED',
  /** Granted: active until its last end date, past after it. */
  'APPROVED',
  /** Closed by the system: an approval whose period ended, or an application left waiting past its start. */
  'EXPIRED',
  /** Withdrawn by the applicant after submission. */
  'WITHDRAWN',
  /** An approval a supervisor revoked with a reason; its permit verifies as Revoked (PRM-11). */
  'REVOKED',
  /** A draft the applicant removed: kept for the audit trail, shown nowhere. */
  'REMOVED',
] as const;

export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** What the applicant reads for each status (details page, status history, confirmation). */
export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  DRAFT: 'Draft',
  PENDING_PAYMENT: 'Pending payment',
  PROCESSING: 'Processing',
  NEED_YOUR_ACTION: 'Need Your Action',
  REJECTED: 'Rejected',
  APPROVED: 'Approved',
  EXPIRED: 'Expired',
  WITHDRAWN: 'Withdrawn',
  REVOKED: 'Revoked',
  REMOVED: 'Removed',
};
