import { useEffect, useId } from 'react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { recoveryCodeSchema, totpCodeSchema } from '@aviation-permits/domain';

type CodeSchema = typeof totpCodeSchema | typeof recoveryCodeSchema;

/**
 * One code field and its button: the authenticator's code or a recovery code (OFF-3, OFF-4),
 * checked in the browser by the schema the server checks it with. Takes the focus when it appears,
 * as the step it belongs to replaced the one before.
 */
export function CodeForm({
  schema,
  label,
  hint,
  numeric,
  submitLabel,
  pending,
  serverError,
  onSubmit,
  children,
}: {
  schema: CodeSchema;
  label: string;
  hint: string;
  numeric: boolean;
  submitLabel: string;
  pending: boolean;
  serverError: string | undefined;
  onSubmit: (code: string) => void;
  /** More buttons beside the submit button. */
  children?: ReactNode;
}) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<{ code: string }, unknown, { code: string }>({ resolver: zodResolver(schema) });
  const error = errors.code?.message ?? serverError;

  useEffect(() => setFocus('code'), [setFocus]);

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(({ code }) => onSubmit(code))(event)}>
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      <p id={hintId} className="form-text mt-0">
        {hint}
      </p>
      <input
        id={inputId}
        type="text"
        autoComplete="one-time-code"
        spellCheck={false}
        {...(numeric ? { inputMode: 'numeric' as const } : {})}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        {...register('code')}
      />
      {error && (
        <p id={errorId} className="invalid-feedback d-block">
          {error}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {submitLabel}
        </button>
        {children}
      </div>
    </form>
  );
}
