import { useState, type Ref } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import {
  formatDayMonthYear,
  isCalendarDate,
  parseDayMonthYear,
} from '@aviation-permits/domain/validation';
import type { FieldControlProps } from './form-field';

// The form kit's date entry (APP-82): a text input read and written as dd/mm/yyyy whatever the
// browser's locale (a native date input shows mm/dd/yyyy in an en-US browser), handing the form the
// domain's calendar date ('2027-01-03'). Typed text that is not a date reaches the form as typed,
// for the form's schema to refuse at the field; an ISO date typed or pasted is read as it is.

export const DATE_HINT = 'Day, month and year, for example 03/01/2027.';

/** What the field shows for the form's value: a calendar date as dd/mm/yyyy, anything else as is. */
function shownText(value: string): string {
  return isCalendarDate(value) ? formatDayMonthYear(value) : value;
}

/** What the form gets for the typed text: a calendar date when it reads as one, '' when blank. */
export function dateFromTyped(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  return parseDayMonthYear(trimmed) ?? (isCalendarDate(trimmed) ? trimmed : text);
}

interface DateInputProps extends Omit<FieldControlProps, 'invalidClass'> {
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  autoComplete?: string;
}

export function DateInput({
  value,
  onChange,
  inputRef,
  className = 'form-control',
  ...attributes
}: DateInputProps) {
  const [text, setText] = useState(() => shownText(value));
  // A value set from outside (a restored draft, a reset) replaces what the field shows.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (dateFromTyped(text) !== value) setText(shownText(value));
  }
  return (
    <input
      {...attributes}
      ref={inputRef}
      type="text"
      inputMode="numeric"
      placeholder="dd/mm/yyyy"
      className={className}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        const date = dateFromTyped(typed);
        setText(typed);
        setLastValue(date);
        onChange(date);
      }}
    />
  );
}

/**
 * A DateInput bound to a react-hook-form field by its name; the form may hand its schema's output
 * on submit (`Transformed`, the Enquiry Tool's engine enquiry).
 */
export function FormDateInput<Values extends FieldValues, Transformed = Values>({
  control,
  name,
  ...rest
}: Omit<DateInputProps, 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'name'> & {
  control: Control<Values, unknown, Transformed>;
  name: Path<Values>;
}) {
  const { field } = useController({ control, name });
  return (
    <DateInput
      {...rest}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
    />
  );
}
