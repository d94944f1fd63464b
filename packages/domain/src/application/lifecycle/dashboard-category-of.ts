import type { DashboardCategoryKey } from '../dashboard-categories.js';
import { compareCalendarDates } from '../../validation/calendar-date.js';
import type { ApplicationStatus } from './application-status.js';

// Which of the dashboard's seven categories (APP-57) an application is listed under
// (APP-61). An approval is Active until its last end date has passed, then Past; "today" is an
// argument so the answer never depends on a hidden clock.

const BY_STATUS: Record<ApplicationStatus, DashboardCategoryKey | undefined> = {
  DRAFT: 'draft',
  PENDING_PAYMENT: 'pendingPayment',
  PROCESSING: 'processing',
  NEED_YOUR_ACTION: 'needYourAction',
  REJECTED: 'rejected',
  APPROVED: 'activeApplications',
  EXPIRED: 'pastApplications',
  WITHDRAWN: 'pastApplications',
  REVOKED: 'pastApplications',
  // A removed draft is gone from the applicant's view.
  REMOVED: undefined,
};

export interface DashboardPlacement {
  status: ApplicationStatus;
  /** The application's last end date ('YYYY-MM-DD'), see applicationPeriod. */
  lastEndDate?: string;
}

export function dashboardCategoryOf(
  { status, lastEndDate }: DashboardPlacement,
  today: string,
): DashboardCategoryKey | undefined {
  if (status === 'APPROVED' && lastEndDate && compareCalendarDates(lastEndDate, today) < 0) {
    return 'pastApplications';
  }
  return BY_STATUS[status];
}

/**
 * The statuses listed under a category: what the server's dashboard query filters on. APPROVED is
 * under both Active and Past; the query tells them apart by the last end date against today.
 */
export function statusesOf(category: DashboardCategoryKey): ApplicationStatus[] {
  return (Object.keys(BY_STATUS) as ApplicationStatus[]).filter(
    (status) =>
      BY_STATUS[status] === category || (status === 'APPROVED' && category === 'pastApplications'),
  );
}
