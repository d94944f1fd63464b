import { useId } from 'react';
import { Button } from '@govtechsg/sgds-react/Button';
import { Modal } from '@govtechsg/sgds-react/Modal';
import { SESSION_TIMEOUT_MODAL } from '@aviation-permits/domain/messages';

/** ROUTE-35: "Session Timeout!" with Logout and Continue Session. */
export function SessionTimeoutModal({
  show,
  busy,
  onLogout,
  onContinue,
}: {
  show: boolean;
  busy: boolean;
  onLogout: () => void;
  onContinue: () => void;
}) {
  const titleId = useId();
  return (
    <Modal
      show={show}
      onHide={onContinue}
      backdrop="static"
      keyboard={false}
      centered
      aria-labelledby={titleId}
    >
      <Modal.Header>
        <Modal.Title as="h2" id={titleId}>
          {SESSION_TIMEOUT_MODAL.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{SESSION_TIMEOUT_MODAL.body}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-primary" onClick={onLogout} disabled={busy}>
          {SESSION_TIMEOUT_MODAL.logoutLabel}
        </Button>
        <Button variant="primary" onClick={onContinue} disabled={busy}>
          {SESSION_TIMEOUT_MODAL.continueLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
