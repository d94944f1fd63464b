import type { ReactNode } from 'react';

// The form kit's one field (APP-81): the label, then the hint and any notes, the control, then the
// error, each note and the error tied to the control with aria-describedby and the error with
// aria-invalid, so a screen reader reads them with the field and every form lays them out alike.

const OPTIONAL_SUFFIX = ' (optional)';

/** What a control inside a FormField spreads onto itself. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  /** Bootstrap's red border when the field has an error. */
  invalidClass: '' | ' is-invalid';
}

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Says "(optional)" after the label. */
  optional?: boolean;
  hint?: ReactNode;
  /** More lines below the hint (a "Retrieved from Myinfo" note), each read with the field. */
  notes?: readonly { key: string; text: ReactNode }[];
  /** The message, or several (each on its own line: a file field's checks of each chosen file). */
  error?: string | readonly string[] | undefined;
  /** Bootstrap column and spacing classes of the wrapper. */
  className?: string;
  children(control: FieldControlProps): ReactNode;
}

/** The ids a field's hint, notes and error get: `<id>-hint`, `<id>-<note key>`, `<id>-error`. */
export function describedBy(
  id: string,
  parts: { hint?: boolean; notes?: readonly string[]; error?: boolean },
): string | undefined {
  const ids = [
    ...(parts.hint ? [`${id}-hint`] : []),
    ...(parts.notes ?? []).map((key) => `${id}-${key}`),
    ...(parts.error ? [`${id}-error`] : []),
  ];
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export function FormField({
  id,
  label,
  optional = false,
  hint,
  notes = [],
  error,
  className = 'mb-3',
  children,
}: FormFieldProps) {
  const messages = typeof error === 'string' ? [error] : (error ?? []).filter(Boolean);
  const invalid = messages.length > 0;
  const control: FieldControlProps = {
    id,
    'aria-invalid': invalid ? true : undefined,
    'aria-describedby': describedBy(id, {
      hint: Boolean(hint),
      notes: notes.map(({ key }) => key),
      error: invalid,
    }),
    invalidClass: invalid ? ' is-invalid' : '',
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
        {optional && <span className="text-muted">{OPTIONAL_SUFFIX}</span>}
      </label>
      {hint && (
        <div id={`${id}-hint`} className="form-text mt-0 mb-1">
          {hint}
        </div>
      )}
      {notes.map(({ key, text }) => (
        <div key={key} id={`${id}-${key}`} className="form-text mt-0 mb-1">
          {text}
        </div>
      ))}
      {children(control)}
      {invalid && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {messages.length === 1
            ? messages[0]
            : messages.map((message) => <div key={message}>{message}</div>)}
        </div>
      )}
    </div>
  );
}
