import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FormField } from './form-field';
import { OneTimeCodeInput } from './one-time-code-input';

// The form kit's one-time-code entry (APP-83): one code field and its button, for the e-mail code
// of a sign-in (ACC-3), the authenticator's code and a recovery code (OFF-3, OFF-4). The code is
// checked in the browser by the schema the server checks it with; the server's refusal shows at
// the field. The form takes the focus when it appears, as its step replaced the one before.

/** A code's schema: an object with the one `code` the form sends. */
type CodeSchema = z.ZodType<{ code: string }, { code: string }>;

export function CodeForm({
  id,
  schema,
  label,
  hint,
  numeric,
  maxLength,
  submitLabel,
  pending,
  serverError,
  onSubmit,
  children,
}: {
  /** The code field's id, unique on the page. */
  id: string;
  schema: CodeSchema;
  label: string;
  hint: ReactNode;
  numeric: boolean;
  maxLength?: number;
  submitLabel: string;
  pending: boolean;
  /** The server's message about the code (a wrong, void or too frequent code). */
  serverError: string | undefined;
  onSubmit: (code: string) => void;
  /** More buttons beside the submit button. */
  children?: ReactNode;
}) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<{ code: string }, unknown, { code: string }>({ resolver: zodResolver(schema) });

  useEffect(() => setFocus('code'), [setFocus]);

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(({ code }) => onSubmit(code))(event)}>
      <FormField id={id} label={label} hint={hint} error={errors.code?.message ?? serverError}>
        {(control) => (
          <OneTimeCodeInput
            {...control}
            numeric={numeric}
            {...(maxLength ? { maxLength } : {})}
            {...register('code')}
          />
        )}
      </FormField>
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {submitLabel}
        </button>
        {children}
      </div>
    </form>
  );
}
