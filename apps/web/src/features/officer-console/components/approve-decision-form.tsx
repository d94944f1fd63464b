import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  applicationPeriod,
  approvedValidityIssue,
  officerApplicationDecisionSchema,
} from '@aviation-permits/domain';
import type {
  DatedApplication,
  OfficerApplicationDecision,
  OfficerApplicationReview,
} from '@aviation-permits/domain';
import { serverFieldError } from '@/lib/api-client/server-field-error';

type Approval = Extract<OfficerApplicationDecision, { action: 'approve' }>;
type ApprovalField = 'conditions' | 'validFrom' | 'validTo';

export interface ApproveDecisionFormProps {
  review: OfficerApplicationReview;
  pending: boolean;
  error: unknown;
  onDecide: (decision: OfficerApplicationDecision) => void;
  onCancel: () => void;
}

/**
 * Approve (OFF-26): the conditions, and the period the permit is valid for, prefilled with the
 * dates the applicant asked for; the officer may narrow it, never widen it (approvedValidityIssue,
 * the rule the server applies).
 */
export function ApproveDecisionForm({
  review,
  pending,
  error,
  onDecide,
  onCancel,
}: ApproveDecisionFormProps) {
  const ids = { conditions: useId(), validFrom: useId(), validTo: useId(), hint: useId() };
  const asked = applicationPeriod(review.form as DatedApplication);
  const form = useForm<OfficerApplicationDecision>({
    resolver: zodResolver(officerApplicationDecisionSchema),
    defaultValues: {
      action: 'approve',
      version: review.version,
      conditions: '',
      validFrom: asked.firstStartDate ?? '',
      validTo: asked.lastEndDate ?? '',
    },
  });
  const { setFocus, setError } = form;
  useEffect(() => setFocus('conditions'), [setFocus]);

  const submit = (decision: OfficerApplicationDecision) => {
    const issue = approvedValidityIssue(decision as Approval, asked);
    if (issue) setError('validTo', { message: issue }, { shouldFocus: true });
    else onDecide(decision);
  };

  const errorOf = (field: ApprovalField): string | undefined => {
    const own = form.formState.errors[field as keyof typeof form.formState.errors]?.message;
    return (typeof own === 'string' ? own : undefined) ?? serverFieldError(error, field);
  };

  const described = (field: ApprovalField, extra?: string) =>
    [extra, errorOf(field) ? `${ids[field]}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;

  const fieldError = (field: ApprovalField) => {
    const message = errorOf(field);
    return message ? (
      <p id={`${ids[field]}-error`} className="invalid-feedback d-block">
        {message}
      </p>
    ) : null;
  };

  const dateInput = (field: 'validFrom' | 'validTo', label: string) => (
    <div className="col-12 col-md-6">
      <label htmlFor={ids[field]} className="form-label">
        {label}
      </label>
      <input
        id={ids[field]}
        type="date"
        className={`form-control${errorOf(field) ? ' is-invalid' : ''}`}
        aria-describedby={described(field, ids.hint)}
        aria-invalid={errorOf(field) ? true : undefined}
        {...form.register(field)}
      />
      {fieldError(field)}
    </div>
  );

  return (
    <form
      noValidate
      aria-label="Approve"
      className="border rounded p-3 mb-3"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <div className="mb-3">
        <label htmlFor={ids.conditions} className="form-label">
          Conditions
        </label>
        <textarea
          id={ids.conditions}
          rows={4}
          className={`form-control${errorOf('conditions') ? ' is-invalid' : ''}`}
          aria-describedby={described('conditions')}
          aria-invalid={errorOf('conditions') ? true : undefined}
          {...form.register('conditions')}
        />
        {fieldError('conditions')}
      </div>
      <fieldset className="row g-3 mb-3">
        <legend className="h6">Approved validity</legend>
        <p id={ids.hint} className="form-text col-12 mb-0">
          Within the dates the applicant asked for; you may narrow them.
        </p>
        {dateInput('validFrom', 'Valid from')}
        {dateInput('validTo', 'Valid to')}
      </fieldset>
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? 'Sending…' : 'Approve the application'}
        </button>
        <button type="button" className="btn btn-outline-primary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
