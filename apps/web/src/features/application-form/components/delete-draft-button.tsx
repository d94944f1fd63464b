import { useId, useState } from 'react';
import { Button } from '@govtechsg/sgds-react/Button';
import { Modal } from '@govtechsg/sgds-react/Modal';
import { useRemoveApplication } from '../api/remove-application';
import type { DraftRef } from '../model/autosaver';

export const DELETE_DRAFT_LABEL = 'Delete draft';

/** APP-48: removing a draft asks first, then calls application/remove with the draft's version. */
export function DeleteDraftButton({
  draft,
  onDeleted,
}: {
  draft: DraftRef | undefined;
  onDeleted(): void;
}) {
  const [open, setOpen] = useState(false);
  const remove = useRemoveApplication();
  const titleId = useId();
  if (!draft) return null;

  async function confirm() {
    if (!draft) return;
    try {
      await remove.mutateAsync(draft);
    } catch {
      // The shared handler has said why (a stale version, say); the draft stays.
      setOpen(false);
      return;
    }
    setOpen(false);
    onDeleted();
  }

  return (
    <>
      <button
        type="button"
        className="btn btn-outline-danger ms-auto"
        onClick={() => setOpen(true)}
      >
        {DELETE_DRAFT_LABEL}
      </button>
      <Modal show={open} onHide={() => setOpen(false)} centered aria-labelledby={titleId}>
        <Modal.Header closeButton>
          <Modal.Title as="h2" id={titleId}>
            Delete this draft?
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          The draft and its uploaded documents will be removed. This cannot be undone.
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-primary" onClick={() => setOpen(false)}>
            Keep the draft
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={remove.isPending}>
            {DELETE_DRAFT_LABEL}
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
