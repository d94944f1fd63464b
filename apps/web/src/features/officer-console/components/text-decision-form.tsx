import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { officerApplicationDecisionSchema } from '@aviation-permits/domain/officer';
import type { OfficerApplicationDecision } from '@aviation-permits/domain/officer';
import { fieldErrorMessage } from '@/components/form/field-error';
import { FormField } from '@/components/form/form-field';
import { serverFieldError } from '@/lib/api-client/server-field-error';

type TextDecision = Extract<
  OfficerApplicationDecision,
  { action: 'request-action' | 'reject' | 'reopen' | 'revoke' }
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
 * keeps the reason). Checked with the domain's decision schema before it is sent; the field is the
 * form kit's (APP-81).
 */
export function TextDecisionForm(props: TextDecisionFormProps) {
  const { action, field, label, hint, submitLabel, version, pending, error } = props;
  const fieldId = useId();
  const form = useForm<OfficerApplicationDecision>({
    resolver: zodResolver(officerApplicationDecisionSchema),
    defaultValues: { action, version, [field]: '' } as OfficerApplicationDecision,
  });
  const { setFocus } = form;
  useEffect(() => setFocus(field), [setFocus, field]);
  const shownError =
    fieldErrorMessage(form.formState.errors, field) ?? serverFieldError(error, field);
  return (
    <form
      noValidate
      aria-label={submitLabel}
      className="border rounded p-3 mb-3"
      onSubmit={(event) => void form.handleSubmit(props.onDecide)(event)}
    >
      <FormField id={fieldId} label={label} hint={hint} error={shownError}>
        {({ invalidClass, ...control }) => (
          <textarea
            {...control}
            rows={4}
            className={`form-control${invalidClass}`}
            {...form.register(field)}
          />
        )}
      </FormField>
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
