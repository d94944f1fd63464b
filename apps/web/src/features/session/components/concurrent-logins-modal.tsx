import { useId } from 'react';
import { Button } from '@govtechsg/sgds-react/Button';
import { Modal } from '@govtechsg/sgds-react/Modal';
import { CONCURRENT_LOGINS_MODAL } from '@aviation-permits/domain/messages';

/** ROUTE-34, ACC-11: this browser's session was ended by a sign-in elsewhere. */
export function ConcurrentLoginsModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Modal show={show} onHide={onClose} centered aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" id={titleId}>
          {CONCURRENT_LOGINS_MODAL.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{CONCURRENT_LOGINS_MODAL.body}</Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onClose}>
          OK
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
