import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { officerAccountDecisionSchema } from '@aviation-permits/domain/officer';
import type {
  OfficerAccountDecision,
  OfficerAccountDecisionAction,
} from '@aviation-permits/domain/officer';
import { FormField } from '@/components/form/form-field';

const TEXTS: Record<
  OfficerAccountDecisionAction,
  { submitLabel: string; reasonLabel?: string; hint: string }
> = {
  approve: {
    submitLabel: 'Approve the account',
    hint: 'The applicant may then apply for permits.',
  },
  reject: {
    submitLabel: 'Reject the account',
    reasonLabel: 'Reason',
    hint: 'E-mailed to the applicant.',
  },
  'more-info': {
    submitLabel: 'Ask for more information',
    reasonLabel: 'Message',
    hint: 'E-mailed to the applicant, who can then change the profile and submit it again.',
  },
  disable: { submitLabel: 'Disable the account', hint: 'The applicant can no longer sign in.' },
};

export interface AccountDecisionFormProps {
  action: OfficerAccountDecisionAction;
  pending: boolean;
  onDecide: (decision: OfficerAccountDecision) => void;
  onCancel: () => void;
}

/**
 * One decision on an account (OFF-27), with the reason or message e-mailed for a rejection or a
 * request, which the domain's schema requires (OFF-46).
 */
export function AccountDecisionForm({
  action,
  pending,
  onDecide,
  onCancel,
}: AccountDecisionFormProps) {
  const reasonId = useId();
  const texts = TEXTS[action];
  const form = useForm<OfficerAccountDecision>({
    resolver: zodResolver(officerAccountDecisionSchema),
    defaultValues: { action, ...(texts.reasonLabel ? { reason: '' } : {}) },
  });
  const submit = useRef<HTMLButtonElement>(null);
  const { setFocus } = form;
  // The focus goes where the officer acts next: the reason, or the button that confirms.
  useEffect(() => {
    if (texts.reasonLabel) setFocus('reason');
    else submit.current?.focus();
  }, [setFocus, texts.reasonLabel]);
  const reasonError = form.formState.errors.reason?.message;
  return (
    <form
      noValidate
      aria-label={texts.submitLabel}
      className="border rounded p-3 mb-3"
      onSubmit={(event) => void form.handleSubmit(onDecide)(event)}
    >
      {texts.reasonLabel ? (
        <FormField id={reasonId} label={texts.reasonLabel} hint={texts.hint} error={reasonError}>
          {({ invalidClass, ...control }) => (
            <textarea
              {...control}
              rows={4}
              className={`form-control${invalidClass}`}
              {...form.register('reason')}
            />
          )}
        </FormField>
      ) : (
        <p className="form-text">{texts.hint}</p>
      )}
      <div className="d-flex gap-2">
        <button ref={submit} type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? 'Sending…' : texts.submitLabel}
        </button>
        <button type="button" className="btn btn-outline-primary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
