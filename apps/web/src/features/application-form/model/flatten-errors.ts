import type { FieldErrors } from 'react-hook-form';

/** react-hook-form's nested errors as (dotted name, message) pairs, in the form's order. */
export function flattenErrors(
  errors: FieldErrors,
  prefix = '',
): { field: string; message: string }[] {
  const found: { field: string; message: string }[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (value === undefined || value === null || typeof value !== 'object') continue;
    // An array's own message (too few rows) sits on `root` beside the rows' errors.
    const name = key === 'root' ? prefix.replace(/\.$/, '') : `${prefix}${key}`;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message !== '') found.push({ field: name, message });
    if (!('ref' in value) || key === 'root') {
      found.push(...flattenErrors(value as FieldErrors, `${name}.`));
    }
  }
  return found;
}
