import type { UseFormReturn } from 'react-hook-form';
import { PROFILE_FIELD_LABELS } from '@aviation-permits/domain/profile';
import type { Option } from '@aviation-permits/domain/account';
import type {
  ProfileInput,
  ProfileTextField,
  ProfileValues,
} from '@aviation-permits/domain/profile';
import { DATE_HINT, FormDateInput } from '@/components/form/date-input';
import { formFieldId } from '@/components/form/field-id';
import { FormField } from '@/components/form/form-field';

export type ProfileFormApi = UseFormReturn<ProfileInput, unknown, ProfileValues>;

const MYINFO_NOTE = { key: 'myinfo', text: 'Retrieved from Myinfo' };

export function fieldId(field: string): string {
  return formFieldId('profile', field);
}

interface ProfileFieldProps {
  form: ProfileFormApi;
  field: ProfileTextField;
  /** Filled from MyInfo: shown read-only with a note; the server keeps the MyInfo value anyway. */
  locked: boolean;
  /** 'date' is typed as dd/mm/yyyy (APP-82). */
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  /** Renders a drop-down of these options instead of a text input. */
  options?: readonly Option[];
  hint?: string;
}

/** One labelled field of the profile form, in the form kit's field (APP-81). */
export function ProfileField({
  form,
  field,
  locked,
  type = 'text',
  autoComplete,
  options,
  hint,
}: ProfileFieldProps) {
  const error = form.formState.errors[field]?.message;
  return (
    <FormField
      id={fieldId(field)}
      label={PROFILE_FIELD_LABELS[field]}
      hint={hint ?? (type === 'date' && !locked ? DATE_HINT : undefined)}
      notes={locked ? [MYINFO_NOTE] : []}
      error={error}
      className="col-md-6 mb-3"
    >
      {({ invalidClass, ...control }) => {
        if (locked) {
          // Not registered: the form keeps the MyInfo value it was given; a read-only text shows
          // it (a select cannot be read-only).
          const value = String(form.getValues(field) ?? '');
          const shown = options?.find((option) => option.value === value)?.label ?? value;
          return <input {...control} className="form-control" value={shown} readOnly />;
        }
        if (options) {
          return (
            <select {...control} className={`form-select${invalidClass}`} {...form.register(field)}>
              <option value="">Please select</option>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          );
        }
        if (type === 'date') {
          return (
            <FormDateInput
              {...control}
              control={form.control}
              name={field}
              className={`form-control${invalidClass}`}
              {...(autoComplete ? { autoComplete } : {})}
            />
          );
        }
        return (
          <input
            {...control}
            type={type}
            className={`form-control${invalidClass}`}
            autoComplete={autoComplete}
            {...form.register(field)}
          />
        );
      }}
    </FormField>
  );
}
