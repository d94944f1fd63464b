import { useLoaderData } from 'react-router';
import { accountMenu } from '@aviation-permits/domain/navigation';
import type { AccountStatus } from '@aviation-permits/domain/account';
import { UserStatusPage } from '@/features/account-status/components/user-status-page';
import { useLogout } from '@/features/session/api/logout';
import { useUserSession } from '@/features/session/api/status-query';

export function Component() {
  const { status } = useLoaderData<{ status: AccountStatus }>();
  const session = useUserSession();
  const logout = useLogout();
  // The navigation's rules decide who gets Logout there; whoever is signed in without it gets it here.
  const needsLogoutHere = session.userSessionValid && accountMenu(session).kind === 'loginButton';
  return (
    <UserStatusPage
      status={status}
      loggingOut={logout.isPending}
      // The status answer carries only a proved address (ACC-34); an identity user without one is told.
      needsEmailProof={session.spcpLogin && session.email === ''}
      {...(needsLogoutHere ? { onLogout: () => logout.mutate() } : {})}
    />
  );
}
