import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { OTP_RULES, otpVerifySchema } from '@aviation-permits/domain';
import type { z } from 'zod';

const otpFormSchema = otpVerifySchema.pick({ otp: true });
type OtpForm = z.output<typeof otpFormSchema>;

/** Second step of the e-mail log-in: the 6-digit code, and a resend once the countdown ends. */
export function OtpStepForm({
  email,
  validMinutes,
  resendSecondsLeft,
  verifying,
  resending,
  serverError,
  onVerify,
  onResend,
  onChangeEmail,
}: {
  email: string;
  validMinutes: number;
  resendSecondsLeft: number;
  verifying: boolean;
  resending: boolean;
  /** The server's message about the code (a wrong or void code). */
  serverError: string | undefined;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onChangeEmail: () => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<z.input<typeof otpFormSchema>, unknown, OtpForm>({
    resolver: zodResolver(otpFormSchema),
  });
  const error = errors.otp?.message ?? serverError;

  // The step replaced the e-mail form: move keyboard and screen-reader users to its one field.
  useEffect(() => setFocus('otp'), [setFocus]);

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(({ otp }) => onVerify(otp))(event)}>
      <label htmlFor={inputId} className="form-label">
        OTP
      </label>
      <p id={hintId} className="form-text mt-0">
        Enter the {OTP_RULES.length}-digit code we sent to {email}. It is valid for {validMinutes}{' '}
        minutes.
      </p>
      <input
        id={inputId}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_RULES.length}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        {...register('otp')}
      />
      {error && (
        <p id={errorId} className="invalid-feedback d-block">
          {error}
        </p>
      )}
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button type="submit" className="btn btn-primary" disabled={verifying}>
          Verify
        </button>
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={resendSecondsLeft > 0 || resending}
          onClick={onResend}
        >
          {resendSecondsLeft > 0 ? `Resend OTP in ${resendSecondsLeft} s` : 'Resend OTP'}
        </button>
        <button type="button" className="btn btn-link" onClick={onChangeEmail}>
          Use a different e-mail address
        </button>
      </div>
      {resending && (
        <p role="status" className="mt-2">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          Running a quick security check and sending a new code…
        </p>
      )}
    </form>
  );
}
