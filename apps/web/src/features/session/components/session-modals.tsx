import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
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
import { watchesIdleTime } from '@aviation-permits/domain/session';

// SGDS's modal, with its transitions and focus handling, loads only for a signed-in session
// (PERF-8, PERF-11): visitors of the public pages never see these dialogs, so they do not download
// them before the page shows. Loaded as soon as the session could need them, not when one opens.
const SessionTimeoutModal = lazy(() =>
  import('./session-timeout-modal').then((module) => ({ default: module.SessionTimeoutModal })),
);
const ConcurrentLoginsModal = lazy(() =>
  import('./concurrent-logins-modal').then((module) => ({ default: module.ConcurrentLoginsModal })),
);

/** The shell's session watcher: the idle time-out and the concurrent-login notice (spec 2 and 4). */
export function SessionModals({ idleTimeoutMs }: { idleTimeoutMs: number }) {
  const session = useUserSession();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const keepAlive = useKeepAlive();
  const watchesIdle = watchesIdleTime(session);
  const { idle, resume } = useIdleTimeout(watchesIdle, idleTimeoutMs);
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
      {watchesIdle && (
        <Suspense fallback={null}>
          <SessionTimeoutModal
            show={idle}
            busy={checking || logout.isPending}
            onContinue={() => void continueSession()}
            onLogout={() => logout.mutate(undefined, { onSettled: resume })}
          />
        </Suspense>
      )}
      {session.foundMultipleSessions && (
        <Suspense fallback={null}>
          <ConcurrentLoginsModal show onClose={closeConcurrentLogins} />
        </Suspense>
      )}
    </>
  );
}
