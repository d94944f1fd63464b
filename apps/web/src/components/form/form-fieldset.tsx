import type { ReactNode } from 'react';
import { describedBy } from './form-field';

// The form kit's group of controls (APP-81): a question answered by several controls (radio
// buttons, a map, date and time rows) is a fieldset named by its legend, with its hint and its
// error tied to the group by aria-describedby as a FormField ties them to one control.

interface FormFieldsetProps {
  /** The group's id: a summary or an answer panel links to it; the hint and error ids start with it. */
  id: string;
  legend: ReactNode;
  /** Bootstrap classes of the legend; a group heads a part of the form or sits among fields. */
  legendClassName?: string;
  hint?: ReactNode;
  error?: string | undefined;
  /** The group takes the focus when an error summary's link or "Go to" leads to it. */
  focusable?: boolean;
  /**
   * The error is announced as it appears: it comes from something done inside the group (a file
   * read), not from a submit that a summary reports.
   */
  announceError?: boolean;
  className?: string;
  children: ReactNode;
}

export function FormFieldset({
  id,
  legend,
  legendClassName = 'fs-6 fw-semibold',
  hint,
  error,
  focusable = false,
  announceError = false,
  className = 'mb-3',
  children,
}: FormFieldsetProps) {
  return (
    <fieldset
      id={id}
      className={className}
      aria-describedby={describedBy(id, { hint: Boolean(hint), error: Boolean(error) })}
      {...(focusable ? { tabIndex: -1 } : {})}
    >
      <legend className={legendClassName}>{legend}</legend>
      {hint && (
        <div id={`${id}-hint`} className="form-text mt-0 mb-2">
          {hint}
        </div>
      )}
      {children}
      {error && (
        <div
          id={`${id}-error`}
          className="invalid-feedback d-block"
          {...(announceError ? { role: 'alert' } : {})}
        >
          {error}
        </div>
      )}
    </fieldset>
  );
}
