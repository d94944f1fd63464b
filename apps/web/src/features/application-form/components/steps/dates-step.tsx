import { get, useFieldArray, useWatch } from 'react-hook-form';
import {
  ACTIVITIES_RESTRICTED_IN_MILITARY_HOURS,
  DATE_TIME_ROW_FIELDS,
  ELIGIBILITY_NOTES,
} from '@aviation-permits/domain';
import type { AerialActivityCode } from '@aviation-permits/domain';
import { emptyDateTimeRow } from '../../model/form-values';
import { fieldId } from '../field-id';
import { FormFieldInput } from '../form-field-input';
import type { StepProps } from './step-props';

const ADD_ROW_LABEL = 'Add date and time';

/**
 * Step 2 (APP-10, APP-2, APP-3): one or more rows of start and end date and time. A release of
 * balloons or sky lanterns names the military operating hours before any time is chosen (APP-34).
 */
export function DatesStep({ form, category, maxRows }: StepProps & { maxRows: number }) {
  const rows = useFieldArray({ control: form.control, name: 'dateTimeRows' });
  const activityType: unknown = useWatch({ control: form.control, name: 'activityType' });
  const restricted =
    category === 4 &&
    ACTIVITIES_RESTRICTED_IN_MILITARY_HOURS.includes(activityType as AerialActivityCode);
  const listError = get(form.formState.errors, 'dateTimeRows') as
    { message?: string; root?: { message?: string } } | undefined;
  const message = listError?.message ?? listError?.root?.message;
  return (
    <div>
      <p id={fieldId('dateTimeRows')} tabIndex={-1}>
        The activity takes place on every day from the start date to the end date, between the start
        and end time (Singapore time). An end time before the start time runs past midnight.
      </p>
      {restricted && <p>{ELIGIBILITY_NOTES.militaryHours}</p>}
      {message && <p className="text-danger">{message}</p>}
      {rows.fields.map((row, index) => (
        <fieldset key={row.id} className="border rounded p-3 mb-3">
          <legend className="h6 float-none w-auto px-1">Date and time {index + 1}</legend>
          <div className="row">
            {Object.entries(DATE_TIME_ROW_FIELDS).map(([name, field]) => (
              <FormFieldInput
                key={name}
                form={form}
                name={`dateTimeRows.${index}.${name}`}
                field={{ ...field, label: `${field.label}` }}
                className="col-sm-6 col-lg-3"
              />
            ))}
          </div>
          {rows.fields.length > 1 && (
            <button
              type="button"
              className="btn btn-outline-danger btn-sm"
              onClick={() => rows.remove(index)}
            >
              Remove date and time {index + 1}
            </button>
          )}
        </fieldset>
      ))}
      {rows.fields.length < maxRows && (
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => rows.append(emptyDateTimeRow())}
        >
          {ADD_ROW_LABEL}
        </button>
      )}
    </div>
  );
}
