import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { applicationPeriod } from '@aviation-permits/domain/application';
import {
  approvedValidityIssue,
  officerApplicationDecisionSchema,
} from '@aviation-permits/domain/officer';
import type { DatedApplication } from '@aviation-permits/domain/application';
import type {
  OfficerApplicationDecision,
  OfficerApplicationReview,
} from '@aviation-permits/domain/officer';
import { DATE_HINT, FormDateInput } from '@/components/form/date-input';
import { fieldErrorMessage } from '@/components/form/field-error';
import { FormField } from '@/components/form/form-field';
import { FormFieldset } from '@/components/form/form-fieldset';
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
 * the rule the server applies). The dates are typed as dd/mm/yyyy in the form kit's date entry
 * (APP-82).
 */
export function ApproveDecisionForm({
  review,
  pending,
  error,
  onDecide,
  onCancel,
}: ApproveDecisionFormProps) {
  const ids = { conditions: useId(), validFrom: useId(), validTo: useId(), validity: useId() };
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

  const errorOf = (field: ApprovalField): string | undefined =>
    fieldErrorMessage(form.formState.errors, field) ?? serverFieldError(error, field);

  const dateField = (field: 'validFrom' | 'validTo', label: string) => (
    <FormField
      id={ids[field]}
      label={label}
      hint={DATE_HINT}
      error={errorOf(field)}
      className="col-12 col-md-6"
    >
      {({ invalidClass, ...control }) => (
        <FormDateInput
          {...control}
          control={form.control}
          name={field}
          className={`form-control${invalidClass}`}
        />
      )}
    </FormField>
  );

  return (
    <form
      noValidate
      aria-label="Approve"
      className="border rounded p-3 mb-3"
      onSubmit={(event) => void form.handleSubmit(submit)(event)}
    >
      <FormField id={ids.conditions} label="Conditions" error={errorOf('conditions')}>
        {({ invalidClass, ...control }) => (
          <textarea
            {...control}
            rows={4}
            className={`form-control${invalidClass}`}
            {...form.register('conditions')}
          />
        )}
      </FormField>
      <FormFieldset
        id={ids.validity}
        legend="Approved validity"
        legendClassName="h6"
        hint="Within the dates the applicant asked for; you may narrow them."
      >
        <div className="row g-3">
          {dateField('validFrom', 'Valid from')}
          {dateField('validTo', 'Valid to')}
        </div>
      </FormFieldset>
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
