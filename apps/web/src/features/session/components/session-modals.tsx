import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ROUTE_PATHS } from '@aviation-permits/domain';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useIdleTimeout } from '@/lib/session-watcher/use-idle-timeout';
import { useKeepAlive } from '@/features/session/api/keep-alive';
import { useLogout } from '@/features/session/api/logout';
import {
  acknowledgeConcurrentLogin,
  clearCachedStatus,
  statusQueryOptions,
  useUserSession,
} from '@/features/session/api/status-query';
import { watchesIdleTime } from '@aviation-permits/domain';
import { ConcurrentLoginsModal } from './concurrent-logins-modal';
import { SessionTimeoutModal } from './session-timeout-modal';

/** The shell's session watcher: the idle time-out and the concurrent-login notice (spec 2 and 4). */
export function SessionModals({ idleTimeoutMs }: { idleTimeoutMs: number }) {
  const session = useUserSession();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const keepAlive = useKeepAlive();
  const { idle, resume } = useIdleTimeout(watchesIdleTime(session), idleTimeoutMs);
  const [checking, setChecking] = useState(false);

  const continueSession = async () => {
    setChecking(true);
    try {
      // ACC-14: Continue Session re-checks the session with the server. An ended session
      // answers 401, which the shared handler turns into the session-expiry flow.
      await keepAlive.mutateAsync();
      await queryClient.refetchQueries(statusQueryOptions(api));
    } catch {
      // Already reported by the shared handler.
    } finally {
      setChecking(false);
      resume();
    }
  };

  const closeConcurrentLogins = () => {
    acknowledgeConcurrentLogin(queryClient);
    clearCachedStatus(queryClient);
    void navigate(ROUTE_PATHS.index);
  };

  return (
    <>
      <SessionTimeoutModal
        show={idle}
        busy={checking || logout.isPending}
        onContinue={() => void continueSession()}
        onLogout={() => logout.mutate(undefined, { onSettled: resume })}
      />
      <ConcurrentLoginsModal show={session.foundMultipleSessions} onClose={closeConcurrentLogins} />
    </>
  );
}
