import { DashboardPage } from '@/features/dashboard/components/dashboard-page';

export const DASHBOARD_HEADING = 'Dashboard';

export function Component() {
  return <DashboardPage heading={DASHBOARD_HEADING} />;
}
