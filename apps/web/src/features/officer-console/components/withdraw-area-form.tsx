import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { withdrawRestrictedAreaSchema } from '@aviation-permits/domain/officer';
import type {
  PublishedRestrictedArea,
  WithdrawRestrictedArea,
} from '@aviation-permits/domain/officer';
import { FormField } from '@/components/form/form-field';
import { ApiError } from '@/lib/api-client/api-error';
import { useWithdrawRestrictedArea } from '../api/withdraw-restricted-area';

/**
 * Withdrawing a published area early (OFF-32): the reason goes to the audit trail; a refusal (it
 * ended, or another supervisor withdrew it) shows in the server's words.
 */
export function WithdrawAreaForm({
  area,
  onDone,
}: {
  area: PublishedRestrictedArea;
  onDone: (withdrawn: boolean) => void;
}) {
  const reasonId = useId();
  const withdraw = useWithdrawRestrictedArea();
  const form = useForm<WithdrawRestrictedArea>({
    resolver: zodResolver(withdrawRestrictedAreaSchema),
    defaultValues: { reason: '' },
  });
  const { setFocus } = form;
  useEffect(() => setFocus('reason'), [setFocus]);
  const error = form.formState.errors.reason?.message;
  return (
    <form
      noValidate
      aria-label={`Withdraw ${area.name}`}
      onSubmit={(event) =>
        void form.handleSubmit(({ reason }) =>
          withdraw.mutate({ id: area.id, reason }, { onSuccess: () => onDone(true) }),
        )(event)
      }
    >
      <FormField id={reasonId} label="Reason" error={error} className="mb-0">
        {({ invalidClass, ...control }) => (
          <textarea
            {...control}
            rows={2}
            className={`form-control${invalidClass}`}
            {...form.register('reason')}
          />
        )}
      </FormField>
      {withdraw.error && (
        <p className="alert alert-danger mt-2" role="alert">
          {(withdraw.error instanceof ApiError && withdraw.error.detail) ||
            'The area could not be withdrawn. Try again.'}
        </p>
      )}
      <div className="d-flex gap-2 mt-2">
        <button type="submit" className="btn btn-danger btn-sm" disabled={withdraw.isPending}>
          {withdraw.isPending ? 'Withdrawing…' : 'Withdraw'}
        </button>
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          onClick={() => onDone(false)}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
