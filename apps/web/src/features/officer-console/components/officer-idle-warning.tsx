import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@govtechsg/sgds-react/Button';
import { Modal } from '@govtechsg/sgds-react/Modal';
import { OFFICER_PAGE_PATHS } from '@aviation-permits/domain/officer';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { useIdleTimeout } from '@/lib/session-watcher/use-idle-timeout';
import { readOfficerSession } from '../api/officer-session';
import { useOfficerSignOut } from '../api/officer-sign-out';

/** How long before the officer session's end the warning comes, time enough to answer it. */
const WARNING_LEAD_MS = 60_000;

/**
 * The officer session's idle warning (OFF-16, OFF-45), like the applicants' (ACC-13, ACC-14): a
 * minute before the officer session's own idle time-out (the session answer's, 15 minutes by
 * default, not the applicants' 10) without a click or key, a dialog offers to stay signed in (a
 * status call, which the server counts as activity) or to sign out. The server ends the session on
 * that time-out (OFF-5) whatever the page does; staying after it finds no session and signs in
 * again.
 */
export function OfficerIdleWarning({ sessionIdleTimeoutMs }: { sessionIdleTimeoutMs: number }) {
  const titleId = useId();
  const api = useApiClient();
  const navigate = useNavigate();
  const signOut = useOfficerSignOut();
  const { idle, resume } = useIdleTimeout(
    true,
    Math.max(sessionIdleTimeoutMs - WARNING_LEAD_MS, sessionIdleTimeoutMs / 2),
  );
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
