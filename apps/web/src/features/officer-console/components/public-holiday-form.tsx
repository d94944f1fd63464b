import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AddPublicHoliday } from '@aviation-permits/domain/officer';
import { DATE_HINT, FormDateInput } from '@/components/form/date-input';
import { FormField } from '@/components/form/form-field';
import { ApiError } from '@/lib/api-client/api-error';
import { useAddPublicHoliday } from '../api/add-public-holiday';
import {
  publicHolidayFormSchema,
  type PublicHolidayFormValues,
} from '../model/published-data-forms';

/**
 * Adding a public holiday (OFF-34, supervisors): a date typed as dd/mm/yyyy in the form kit's date
 * entry (APP-82) and its name.
 */
export function PublicHolidayForm({ onAdded }: { onAdded: (date: string) => void }) {
  const idPrefix = useId();
  const add = useAddPublicHoliday();
  const form = useForm<PublicHolidayFormValues, unknown, AddPublicHoliday>({
    resolver: zodResolver(publicHolidayFormSchema),
    defaultValues: { date: '', name: '' },
  });
  const { errors } = form.formState;

  function send(holiday: AddPublicHoliday) {
    add.mutate(holiday, {
      onSuccess: () => {
        form.reset();
        onAdded(holiday.date);
      },
      onError: (error) => {
        for (const { field, errorMessage } of error instanceof ApiError ? error.errors : []) {
          if (field === 'date' || field === 'name') form.setError(field, { message: errorMessage });
        }
      },
    });
  }

  // A refusal without fields (a 409: listed already) in the server's words.
  const refusal = add.error instanceof ApiError && add.error.errors.length === 0 ? add.error : null;
  return (
    <form
      noValidate
      aria-label="Add a public holiday"
      className="border rounded p-3 mb-4"
      onSubmit={(event) => void form.handleSubmit(send)(event)}
    >
      <h2 className="h4">Add a public holiday</h2>
      <div className="row">
        <FormField
          id={`${idPrefix}-date`}
          label="Date"
          hint={DATE_HINT}
          error={errors.date?.message}
          className="col-12 col-md-6 mb-3"
        >
          {({ invalidClass, ...control }) => (
            <FormDateInput
              {...control}
              control={form.control}
              name="date"
              className={`form-control${invalidClass}`}
            />
          )}
        </FormField>
        <FormField
          id={`${idPrefix}-name`}
          label="Name"
          hint="For example New Year's Day."
          error={errors.name?.message}
          className="col-12 col-md-6 mb-3"
        >
          {({ invalidClass, ...control }) => (
            <input
              {...control}
              type="text"
              className={`form-control${invalidClass}`}
              {...form.register('name')}
            />
          )}
        </FormField>
      </div>
      {refusal && (
        <p className="alert alert-danger" role="alert">
          {refusal.detail ?? 'The date could not be added. Try again.'}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={add.isPending}>
        {add.isPending ? 'Adding…' : 'Add'}
      </button>
    </form>
  );
}
