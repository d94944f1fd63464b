import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal } from '@govtechsg/sgds-react/Modal';
import { officerApplicationDecisionSchema } from '@aviation-permits/domain/officer';
import type {
  OfficerApplicationDecision,
  OfficerApplicationReview,
} from '@aviation-permits/domain/officer';
import { useActiveOfficers } from '../api/active-officers-query';
import { useApplicationDecision } from '../api/application-decision';
import { DecisionError } from './decision-error';

export interface ReassignDialogProps {
  review: OfficerApplicationReview;
  show: boolean;
  onClose: () => void;
}

/**
 * A supervisor hands the application to another active officer (OFF-43): chosen from the
 * officer service's list, confirmed, sent with the version the page was loaded at. A refusal (409:
 * someone moved it first) shows the server's words here while the review beneath is read again.
 */
export function ReassignDialog({ review, show, onClose }: ReassignDialogProps) {
  const titleId = useId();
  const fieldId = useId();
  const errorId = useId();
  const officers = useActiveOfficers(show);
  const reassign = useApplicationDecision(review.id);
  const form = useForm<OfficerApplicationDecision>({
    resolver: zodResolver(officerApplicationDecisionSchema),
    values: { action: 'reassign', version: review.version, officerId: '' },
  });
  const fieldError = (form.formState.errors as { officerId?: { message?: string } }).officerId
    ?.message;
  const close = () => {
    reassign.reset();
    form.reset();
    onClose();
  };
  const holderId = review.assignment?.officerId;
  const choices = officers.data?.officers.filter(({ id }) => id !== holderId) ?? [];

  return (
    <Modal show={show} onHide={close} centered aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit((decision) => reassign.mutate(decision, { onSuccess: close }))(
            event,
          )
        }
      >
        <Modal.Header closeButton>
          <Modal.Title as="h2" id={titleId}>
            Reassign {review.reference}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {reassign.isError && <DecisionError error={reassign.error} />}
          {officers.isError ? (
            <p className="alert alert-danger" role="alert">
              The officers could not be loaded. Close this and try again.
            </p>
          ) : (
            <>
              <label htmlFor={fieldId} className="form-label">
                Officer
              </label>
              <select
                id={fieldId}
                className={`form-select${fieldError ? ' is-invalid' : ''}`}
                aria-describedby={fieldError ? errorId : undefined}
                aria-invalid={fieldError ? true : undefined}
                disabled={officers.isPending}
                {...form.register('officerId')}
              >
                <option value="">{officers.isPending ? 'Loading…' : 'Choose an officer'}</option>
                {choices.map((officer) => (
                  <option key={officer.id} value={officer.id}>
                    {officer.displayName}
                    {officer.role === 'supervisor' ? ' (supervisor)' : ''}
                  </option>
                ))}
              </select>
              {fieldError && (
                <p id={errorId} className="invalid-feedback d-block">
                  {fieldError}
                </p>
              )}
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-primary" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={reassign.isPending}>
            {reassign.isPending ? 'Sending…' : 'Reassign'}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
