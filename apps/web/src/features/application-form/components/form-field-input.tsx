import { get, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { FieldKind, FormField } from '@aviation-permits/domain';
import { fieldId } from './field-id';

// One input drawn from a row of the domain's field tables (APP-22 to APP-27): the label and kind
// decide the control; the error and hint are tied to it with aria-describedby.

const OPTIONAL_SUFFIX = ' (optional)';

const INPUT_PROPS: Partial<
  Record<FieldKind, { type?: string; inputMode?: 'numeric' | 'decimal'; autoComplete?: string }>
> = {
  whole: { inputMode: 'numeric' },
  decimal: { inputMode: 'decimal' },
  coordinate: { inputMode: 'decimal' },
  phone: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
  postalCode: { inputMode: 'numeric', autoComplete: 'postal-code' },
  date: { type: 'date' },
  time: { type: 'time' },
};

interface FormFieldInputProps {
  form: UseFormReturn<FieldValues>;
  name: string;
  field: FormField;
  hint?: string;
  /** Bootstrap column classes of the wrapper. */
  className?: string;
}

export function FormFieldInput({
  form,
  name,
  field,
  hint,
  className = 'col-md-6',
}: FormFieldInputProps) {
  const id = fieldId(name);
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  const message = error?.message;
  const describedBy =
    [hint ? `${id}-hint` : undefined, message ? `${id}-error` : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  const common = {
    id,
    'aria-invalid': Boolean(message),
    'aria-describedby': describedBy,
    ...form.register(name),
  };
  const invalid = message ? ' is-invalid' : '';

  let control;
  if (field.kind === 'multiline') {
    control = <textarea className={`form-control${invalid}`} rows={3} {...common} />;
  } else if (field.kind === 'choice') {
    control = (
      <select className={`form-select${invalid}`} {...common}>
        <option value="">Please select</option>
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else {
    const { type = 'text', ...rest } = INPUT_PROPS[field.kind] ?? {};
    control = <input type={type} className={`form-control${invalid}`} {...rest} {...common} />;
  }

  return (
    <div className={`${className} mb-3`}>
      <label htmlFor={id} className="form-label">
        {field.label}
        {field.required === false && <span className="text-muted">{OPTIONAL_SUFFIX}</span>}
      </label>
      {hint && (
        <div id={`${id}-hint`} className="form-text mt-0 mb-1">
          {hint}
        </div>
      )}
      {control}
      {message && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {message}
        </div>
      )}
    </div>
  );
}
