import type { ReactNode } from 'react';
import { describedBy, type FieldControlProps } from './form-field';

// The form kit's checkbox (APP-81): the box, its label beside it, then its error, tied to the box
// by aria-describedby and aria-invalid as a FormField ties them to its control.

export function CheckField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  /** The checkbox, spreading the props it is given. */
  children(control: FieldControlProps): ReactNode;
}) {
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { error: Boolean(error) }),
    invalidClass: error ? ' is-invalid' : '',
  };
  return (
    <div className="form-check mb-2">
      {children(control)}
      <label htmlFor={id} className="form-check-label">
        {label}
      </label>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
