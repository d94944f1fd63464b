// The dashboard's application categories (APP-57), in the specification's order, with keys
// that stay stable when a label is reworded.

export interface DashboardCategory {
  key: DashboardCategoryKey;
  label: string;
  /** The action button the category's rows carry, where the spec names one. */
  actionLabel?: string;
}

export type DashboardCategoryKey =
  | 'needYourAction'
  | 'draft'
  | 'pendingPayment'
  | 'processing'
  | 'rejected'
  | 'activeApplications'
  | 'pastApplications';

/** The /dashboard query parameter that names the open category (a DashboardCategoryKey). */
export const DASHBOARD_CATEGORY_PARAM = 'category';

export const DASHBOARD_CATEGORIES: readonly DashboardCategory[] = [
  { key: 'needYourAction', label: 'Need Your Action' },
  // APP-57 writes "Draft (pending)": drafts are applications not yet submitted.
  { key: 'draft', label: 'Draft' },
  { key: 'pendingPayment', label: 'Pending payment', actionLabel: 'Proceed to Payment' },
  { key: 'processing', label: 'Processing' },
  { key: 'rejected', label: 'Rejected' },
  { key: 'activeApplications', label: 'Active Applications' },
  { key: 'pastApplications', label: 'Past Applications' },
];
