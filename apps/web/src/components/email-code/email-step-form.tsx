import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { otpRequestSchema } from '@aviation-permits/domain';
import type { OtpRequest } from '@aviation-permits/domain';
import type { z } from 'zod';

/** First step of the e-mail log-in: the address the code goes to. */
export function EmailStepForm({
  pending,
  serverError,
  onSubmit,
}: {
  pending: boolean;
  /** The server's message about the address, if it refused it. */
  serverError: string | undefined;
  onSubmit: (request: OtpRequest) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const progressId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof otpRequestSchema>, unknown, OtpRequest>({
    resolver: zodResolver(otpRequestSchema),
  });
  const error = errors.email?.message ?? serverError;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <label htmlFor={inputId} className="form-label">
        Email Address
      </label>
      <input
        id={inputId}
        type="email"
        autoComplete="email"
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...register('email')}
      />
      {error && (
        <p id={errorId} className="invalid-feedback d-block">
          {error}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary mt-3"
        disabled={pending}
        aria-describedby={pending ? progressId : undefined}
      >
        Get OTP
      </button>
      {pending && (
        <p id={progressId} role="status" className="mt-2">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          Running a quick security check and sending your code…
        </p>
      )}
    </form>
  );
}
