import { useState } from 'react';
import type { OtpRequest } from '@aviation-permits/domain/auth';
import type { UserSession } from '@aviation-permits/domain/session';
import { useRequestOtp } from '@/features/login/api/request-otp';
import { serverFieldError } from '@/lib/api-client/server-field-error';
import { useVerifyOtp } from '@/features/login/api/verify-otp';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { EmailStepForm } from '@/components/email-code/email-step-form';
import { OtpStepForm } from '@/components/email-code/otp-step-form';

interface SentCode {
  email: string;
  expiresInSeconds: number;
}

/**
 * The e-mail one-time code log-in (ACC-2 to ACC-5): address, then code, with a resend countdown.
 * Failed calls also reach the shared error handler (toasts); field errors are repeated inline.
 */
export function EmailOtpLogin({ onSignedIn }: { onSignedIn: (session: UserSession) => void }) {
  const requestOtp = useRequestOtp();
  const verifyOtp = useVerifyOtp();
  const resendCountdown = useCountdown();
  const [sent, setSent] = useState<SentCode | undefined>(undefined);

  const sendCode = (request: OtpRequest) => {
    requestOtp.mutate(request, {
      onSuccess: (accepted) => {
        // A new code voids what the server said about the last one.
        verifyOtp.reset();
        setSent({ email: request.email, expiresInSeconds: accepted.expiresInSeconds });
        resendCountdown.start(accepted.resendAfterSeconds);
      },
    });
  };

  if (sent === undefined) {
    return (
      <EmailStepForm
        pending={requestOtp.isPending}
        serverError={serverFieldError(requestOtp.error, 'email')}
        onSubmit={sendCode}
      />
    );
  }
  return (
    <OtpStepForm
      email={sent.email}
      validMinutes={Math.round(sent.expiresInSeconds / 60)}
      resendSecondsLeft={resendCountdown.secondsLeft}
      verifying={verifyOtp.isPending}
      resending={requestOtp.isPending}
      serverError={serverFieldError(verifyOtp.error, 'otp')}
      onVerify={(otp) =>
        verifyOtp.mutate(
          { email: sent.email, otp },
          { onSuccess: (session) => onSignedIn(session) },
        )
      }
      onResend={() => sendCode({ email: sent.email })}
      onChangeEmail={() => {
        requestOtp.reset();
        verifyOtp.reset();
        setSent(undefined);
      }}
    />
  );
}
