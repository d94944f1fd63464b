import type { UseFormReturn } from 'react-hook-form';
import { PROFILE_FIELD_LABELS } from '@aviation-permits/domain';
import type {
  Option,
  ProfileInput,
  ProfileTextField,
  ProfileValues,
} from '@aviation-permits/domain';

export type ProfileFormApi = UseFormReturn<ProfileInput, unknown, ProfileValues>;

const MYINFO_NOTE = 'Retrieved from Myinfo';

export function fieldId(field: string): string {
  return `profile-${field}`;
}

interface ProfileFieldProps {
  form: ProfileFormApi;
  field: ProfileTextField;
  /** Filled from MyInfo: shown read-only with a note; the server keeps the MyInfo value anyway. */
  locked: boolean;
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  /** Renders a drop-down of these options instead of a text input. */
  options?: readonly Option[];
  hint?: string;
}

/**
 * One labelled field of the profile form: its error and notes are tied to the control with
 * aria-describedby, so a screen reader reads them with the field.
 */
export function ProfileField({
  form,
  field,
  locked,
  type = 'text',
  autoComplete,
  options,
  hint,
}: ProfileFieldProps) {
  const id = fieldId(field);
  const error = form.formState.errors[field]?.message;
  const notes = [
    hint ? `${id}-hint` : undefined,
    locked ? `${id}-myinfo` : undefined,
    error ? `${id}-error` : undefined,
  ].filter(Boolean);
  const describedBy = notes.length > 0 ? notes.join(' ') : undefined;
  const invalid = error ? ' is-invalid' : '';

  let control;
  if (locked) {
    // Not registered: the form keeps the MyInfo value it was given; a read-only text shows it
    // (a select cannot be read-only).
    const value = String(form.getValues(field) ?? '');
    const shown = options?.find((option) => option.value === value)?.label ?? value;
    control = (
      <input
        id={id}
        className="form-control"
        value={shown}
        readOnly
        aria-describedby={describedBy}
      />
    );
  } else if (options) {
    control = (
      <select
        id={id}
        className={`form-select${invalid}`}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        {...form.register(field)}
      >
        <option value="">Please select</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        id={id}
        type={type}
        className={`form-control${invalid}`}
        autoComplete={autoComplete}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy}
        {...form.register(field)}
      />
    );
  }

  return (
    <div className="col-md-6 mb-3">
      <label htmlFor={id} className="form-label">
        {PROFILE_FIELD_LABELS[field]}
      </label>
      {control}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {locked && (
        <div id={`${id}-myinfo`} className="form-text">
          {MYINFO_NOTE}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
