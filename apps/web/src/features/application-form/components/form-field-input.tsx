import type { UseFormReturn } from 'react-hook-form';
import type { FieldKind, FormField as DomainField } from '@aviation-permits/domain/application';
import { DATE_HINT, FormDateInput } from '@/components/form/date-input';
import { fieldErrorMessage } from '@/components/form/field-error';
import { FormField } from '@/components/form/form-field';
import type { ApplicationFieldName, ApplicationFormValues } from '../model/form-values';
import { fieldId } from './field-id';

// One input drawn from a row of the domain's field tables (APP-22 to APP-27): the label and kind
// decide the control, in the form kit's field; a date is typed as dd/mm/yyyy (APP-82).

const INPUT_PROPS: Partial<
  Record<FieldKind, { type?: string; inputMode?: 'numeric' | 'decimal'; autoComplete?: string }>
> = {
  whole: { inputMode: 'numeric' },
  decimal: { inputMode: 'decimal' },
  coordinate: { inputMode: 'decimal' },
  phone: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
  postalCode: { inputMode: 'numeric', autoComplete: 'postal-code' },
  time: { type: 'time' },
};

interface FormFieldInputProps {
  form: UseFormReturn<ApplicationFormValues>;
  name: ApplicationFieldName;
  field: DomainField;
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
  const dateHint = field.kind === 'date' ? DATE_HINT : undefined;
  return (
    <FormField
      id={fieldId(name)}
      label={field.label}
      optional={field.required === false}
      hint={hint ?? dateHint}
      error={fieldErrorMessage(form.formState.errors, name)}
      className={`${className} mb-3`}
    >
      {({ invalidClass, ...control }) => {
        if (field.kind === 'date') {
          return (
            <FormDateInput
              {...control}
              control={form.control}
              name={name}
              className={`form-control${invalidClass}`}
            />
          );
        }
        const registered = { ...control, ...form.register(name) };
        if (field.kind === 'multiline') {
          return <textarea className={`form-control${invalidClass}`} rows={3} {...registered} />;
        }
        if (field.kind === 'choice') {
          return (
            <select className={`form-select${invalidClass}`} {...registered}>
              <option value="">Please select</option>
              {field.options?.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          );
        }
        const { type = 'text', ...rest } = INPUT_PROPS[field.kind] ?? {};
        return (
          <input type={type} className={`form-control${invalidClass}`} {...rest} {...registered} />
        );
      }}
    </FormField>
  );
}
