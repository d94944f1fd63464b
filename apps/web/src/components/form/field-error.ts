import { get, type FieldErrors, type FieldValues } from 'react-hook-form';

/**
 * The message of a react-hook-form field's error by its dotted name ('dateTimeRows.0.startDate'),
 * or of a list's own error ('dateTimeRows': too few or too many rows, at the list or its root).
 */
export function fieldErrorMessage<Values extends FieldValues>(
  errors: FieldErrors<Values>,
  name: string,
): string | undefined {
  const error = get(errors, name) as
    { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return typeof message === 'string' ? message : undefined;
}
