import { z } from 'zod';
import { OTP_RULES, otpVerifySchema } from '@aviation-permits/domain/auth';
import { CodeForm } from '@/components/form/code-form';

/** The code the server checks, under the name the form kit's code form sends. */
const otpCodeSchema = z.object({ code: otpVerifySchema.shape.otp });

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
  return (
    <>
      <CodeForm
        id="sign-in-otp"
        schema={otpCodeSchema}
        label="OTP"
        hint={`Enter the ${OTP_RULES.length}-digit code we sent to ${email}. It is valid for ${validMinutes} minutes.`}
        numeric
        maxLength={OTP_RULES.length}
        submitLabel="Verify"
        pending={verifying}
        serverError={serverError}
        onSubmit={onVerify}
      >
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
      </CodeForm>
      {resending && (
        <p role="status" className="mt-2">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          Running a quick security check and sending a new code…
        </p>
      )}
    </>
  );
}
