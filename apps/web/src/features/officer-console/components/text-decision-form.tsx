import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { officerApplicationDecisionSchema } from '@aviation-permits/domain';
import type { OfficerApplicationDecision } from '@aviation-permits/domain';
import { serverFieldError } from '@/lib/api-client/server-field-error';

type TextDecision = Extract<
  OfficerApplicationDecision,
  { action: 'request-action' | 'reject' | 'reopen' }
>;
type TextField = 'message' | 'reason';

export interface TextDecisionFormProps {
  action: TextDecision['action'];
  field: TextField;
  label: string;
  hint: string;
  submitLabel: string;
  version: number;
  pending: boolean;
  error: unknown;
  onDecide: (decision: OfficerApplicationDecision) => void;
  onCancel: () => void;
}

/**
 * A decision made with one required text (OFF-26): a request for action (the applicant reads the
 * message), a rejection (the applicant reads the reason) or a reopening (the officers' history
 * keeps the reason). Checked with the domain's decision schema before it is sent.
 */
export function TextDecisionForm(props: TextDecisionFormProps) {
  const { action, field, label, hint, submitLabel, version, pending, error } = props;
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const form = useForm<OfficerApplicationDecision>({
    resolver: zodResolver(officerApplicationDecisionSchema),
    defaultValues: { action, version, [field]: '' } as OfficerApplicationDecision,
  });
  const { setFocus } = form;
  useEffect(() => setFocus(field), [setFocus, field]);
  const fieldError = form.formState.errors[field as keyof typeof form.formState.errors]?.message;
  const shownError =
    (typeof fieldError === 'string' ? fieldError : undefined) ?? serverFieldError(error, field);
  return (
    <form
      noValidate
      aria-label={submitLabel}
      className="border rounded p-3 mb-3"
      onSubmit={(event) => void form.handleSubmit(props.onDecide)(event)}
    >
      <label htmlFor={fieldId} className="form-label">
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={4}
        className={`form-control${shownError ? ' is-invalid' : ''}`}
        aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
        aria-invalid={shownError ? true : undefined}
        {...form.register(field)}
      />
      <p id={hintId} className="form-text">
        {hint}
      </p>
      {shownError && (
        <p id={errorId} className="invalid-feedback d-block">
          {shownError}
        </p>
      )}
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? 'Sending…' : submitLabel}
        </button>
        <button type="button" className="btn btn-outline-primary" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
