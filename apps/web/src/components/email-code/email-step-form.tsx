import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { otpRequestSchema } from '@aviation-permits/domain/auth';
import type { OtpRequest } from '@aviation-permits/domain/auth';
import type { z } from 'zod';
import { FormField } from '@/components/form/form-field';

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
      <FormField id={inputId} label="Email Address" error={error}>
        {({ invalidClass, ...control }) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            className={`form-control${invalidClass}`}
            {...register('email')}
          />
        )}
      </FormField>
      <button
        type="submit"
        className="btn btn-primary"
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
