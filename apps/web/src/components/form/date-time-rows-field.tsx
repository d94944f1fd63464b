import type { ReactNode } from 'react';
import {
  useController,
  useFieldArray,
  type Control,
  type FieldArray,
  type FieldArrayPath,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { DATE_TIME_ROW_FIELDS, type DateTimeRow } from '@aviation-permits/domain/activity';
import { DATE_HINT, FormDateInput } from './date-input';
import { formFieldId } from './field-id';
import { FormField, type FieldControlProps } from './form-field';
import { FormFieldset } from './form-fieldset';

// The form kit's date and time rows (APP-10, APP-81): the application form's dates step and the
// Enquiry Tool's "When?" edit the same rows, each a group "Date and time N" of a start and end date
// typed as dd/mm/yyyy (APP-82) and a start and end time. The times keep the browser's own time
// input: it is keyboard-operable part by part, named by its label, and always hands the form
// 24-hour HH:mm; a 12-hour display in an en-US browser cannot be misread the way mm/dd dates can.

/** A form with date and time rows under `dateTimeRows` (the enquiry's are optional). */
type RowsValues = FieldValues & { dateTimeRows?: DateTimeRow[] };

type RowKey = keyof typeof DATE_TIME_ROW_FIELDS;

const ROW_KEYS = Object.keys(DATE_TIME_ROW_FIELDS) as RowKey[];
const LIST_NAME = 'dateTimeRows';
const ADD_ROW_LABEL = 'Add date and time';

/** A row with nothing typed yet: a new form's first row and each added one. */
export function emptyDateTimeRow(): DateTimeRow {
  return { startDate: '', endDate: '', startTime: '', endTime: '' };
}

interface DateTimeRowsFieldProps<Values extends RowsValues, Transformed> {
  control: Control<Values, unknown, Transformed>;
  /** The form's id prefix ('application'): each control's id is formFieldId(prefix, its name). */
  idPrefix: string;
  legend: ReactNode;
  legendClassName?: string;
  /** What a row means (every day from start to end date, between the times). */
  hint: ReactNode;
  /** Notes between the hint and the rows (the military operating hours, APP-34). */
  children?: ReactNode;
  maxRows: number;
  /** The message a control shows, by its react-hook-form name; 'dateTimeRows' for the list's own. */
  errorOf(name: string): string | undefined;
}

export function DateTimeRowsField<Values extends RowsValues, Transformed = Values>({
  control,
  idPrefix,
  legend,
  legendClassName = 'fs-5',
  hint,
  children,
  maxRows,
  errorOf,
}: DateTimeRowsFieldProps<Values, Transformed>) {
  // The names are fixed by RowsValues; react-hook-form cannot see that through the type parameter.
  const rows = useFieldArray({ control, name: LIST_NAME as FieldArrayPath<Values> });
  return (
    <FormFieldset
      id={formFieldId(idPrefix, LIST_NAME)}
      legend={legend}
      legendClassName={legendClassName}
      hint={hint}
      error={errorOf(LIST_NAME)}
      focusable
    >
      {children}
      {rows.fields.map((row, index) => (
        <fieldset key={row.id} className="border rounded p-2 mb-2">
          <legend className="fs-6 float-none w-auto px-1 mb-0">Date and time {index + 1}</legend>
          <div className="row">
            {ROW_KEYS.map((key) => {
              const name = `${LIST_NAME}.${index}.${key}`;
              return (
                <RowControl
                  key={key}
                  control={control}
                  name={name as Path<Values>}
                  rowKey={key}
                  id={formFieldId(idPrefix, name)}
                  error={errorOf(name)}
                />
              );
            })}
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
          onClick={() =>
            rows.append(emptyDateTimeRow() as FieldArray<Values, FieldArrayPath<Values>>, {
              shouldFocus: false,
            })
          }
        >
          {ADD_ROW_LABEL}
        </button>
      )}
    </FormFieldset>
  );
}

function RowControl<Values extends RowsValues, Transformed>({
  control,
  name,
  rowKey,
  id,
  error,
}: {
  control: Control<Values, unknown, Transformed>;
  name: Path<Values>;
  rowKey: RowKey;
  id: string;
  error: string | undefined;
}) {
  const { label, kind } = DATE_TIME_ROW_FIELDS[rowKey];
  return (
    <FormField
      id={id}
      label={label}
      hint={kind === 'date' ? DATE_HINT : undefined}
      error={error}
      className="col-sm-6 col-lg-3 mb-3"
    >
      {({ invalidClass, ...attributes }) =>
        kind === 'date' ? (
          <FormDateInput
            {...attributes}
            control={control}
            name={name}
            className={`form-control${invalidClass}`}
          />
        ) : (
          <TimeInput
            {...attributes}
            control={control}
            name={name}
            className={`form-control${invalidClass}`}
          />
        )
      }
    </FormField>
  );
}

/** The browser's time input bound to a react-hook-form field; its value is always HH:mm. */
function TimeInput<Values extends RowsValues, Transformed>({
  control,
  name,
  ...attributes
}: Omit<FieldControlProps, 'invalidClass'> & {
  control: Control<Values, unknown, Transformed>;
  name: Path<Values>;
  className: string;
}) {
  const { field } = useController({ control, name });
  const { ref, value, ...handlers } = field;
  return (
    <input
      {...attributes}
      {...handlers}
      type="time"
      value={typeof value === 'string' ? value : ''}
      ref={ref}
    />
  );
}
