import { useLoaderData } from 'react-router';
import type { AccountStatus } from '@aviation-permits/domain';
import { UserStatusPage } from '../../features/account-status/components/user-status-page';

export function Component() {
  const { status } = useLoaderData<{ status: AccountStatus }>();
  return <UserStatusPage status={status} />;
}
