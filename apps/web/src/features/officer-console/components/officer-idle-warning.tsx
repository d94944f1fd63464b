import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@govtechsg/sgds-react/Button';
import { Modal } from '@govtechsg/sgds-react/Modal';
import { OFFICER_PAGE_PATHS } from '@aviation-permits/domain';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useIdleTimeout } from '@/lib/session-watcher/use-idle-timeout';
import { readOfficerSession } from '../api/officer-session';
import { useOfficerSignOut } from '../api/officer-sign-out';

/**
 * The officer session's idle warning (OFF-16), like the applicants' (ACC-13, ACC-14): after the
 * portal's idle time without a click or key, a dialog offers to stay signed in (a status call,
 * which the server counts as activity) or to sign out. The server ends the session on its own
 * idle time-out (OFF-5) whatever the page does; staying then finds no session and signs in again.
 */
export function OfficerIdleWarning({ idleTimeoutMs }: { idleTimeoutMs: number }) {
  const titleId = useId();
  const api = useApiClient();
  const navigate = useNavigate();
  const signOut = useOfficerSignOut();
  const { idle, resume } = useIdleTimeout(true, idleTimeoutMs);
  const [checking, setChecking] = useState(false);

  const stay = async () => {
    setChecking(true);
    try {
      const session = await readOfficerSession(api);
      if (!session) await navigate(OFFICER_PAGE_PATHS.login, { replace: true });
    } catch {
      // No answer (the network): the dialog closes, and the page's next call reports the failure.
    } finally {
      setChecking(false);
      resume();
    }
  };

  return (
    <Modal
      show={idle}
      onHide={() => void stay()}
      backdrop="static"
      keyboard={false}
      centered
      aria-labelledby={titleId}
    >
      <Modal.Header>
        <Modal.Title as="h2" id={titleId}>
          Are you still there?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        You have been inactive for a while. For security, the console signs you out soon unless you
        choose to stay signed in.
      </Modal.Body>
      <Modal.Footer>
        <Button
          variant="outline-primary"
          disabled={checking || signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSettled: resume })}
        >
          Sign out
        </Button>
        <Button
          variant="primary"
          disabled={checking || signOut.isPending}
          onClick={() => void stay()}
        >
          Stay signed in
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
