import { useId, useState } from 'react';
import { Button } from '@govtechsg/sgds-react/Button';
import { Modal } from '@govtechsg/sgds-react/Modal';
import { APPLICATION_STATUS_LABELS, isWithdrawable } from '@aviation-permits/domain/application';
import type { ApplicationRecord } from '@aviation-permits/domain/application';
import { notify } from '@/lib/toast/notify';
import { useWithdrawApplication } from '../api/withdraw-application';

export const WITHDRAW_LABEL = 'Withdraw application';

/**
 * APP-75: where the transition table lets the applicant withdraw, asks first (the modal keeps
 * focus and Escape cancels), then sends the version the page shows; the page then reads the new
 * status. A refusal (409) shows the server's words and the page reloads the application.
 */
export function WithdrawButton({ record }: { record: ApplicationRecord }) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawApplication();
  const titleId = useId();
  if (!isWithdrawable(record.status)) return null;

  async function confirm() {
    try {
      const answer = await withdraw.mutateAsync({ id: record.id, version: record.version });
      if ('conflict' in answer) {
        void notify(answer.conflict, { appearance: 'error' });
      } else {
        void notify(`The application is ${APPLICATION_STATUS_LABELS[answer.status]}.`, {
          appearance: 'success',
        });
      }
    } catch {
      // The shared handler has said why; the application stays as it was.
    }
    setOpen(false);
  }

  return (
    <>
      <button type="button" className="btn btn-outline-danger" onClick={() => setOpen(true)}>
        {WITHDRAW_LABEL}
      </button>
      <Modal show={open} onHide={() => setOpen(false)} centered aria-labelledby={titleId}>
        <Modal.Header closeButton>
          <Modal.Title as="h2" id={titleId}>
            Withdraw this application?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          The authority will stop processing it. This cannot be undone: to go ahead later, you would
          make a new application.
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-primary" onClick={() => setOpen(false)}>
            Keep the application
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={withdraw.isPending}>
            {WITHDRAW_LABEL}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
