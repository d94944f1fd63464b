import { useState } from 'react';
import type { OfficerSessionAnswer } from '@aviation-permits/domain/officer';
import type { OtpRequest } from '@aviation-permits/domain/auth';
import { EmailStepForm } from '@/components/email-code/email-step-form';
import { OtpStepForm } from '@/components/email-code/otp-step-form';
import { serverFieldError } from '@/lib/api-client/server-field-error';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { useRequestOfficerCode } from '../api/request-officer-code';
import { useVerifyOfficerCode } from '../api/verify-officer-code';
import { AuthenticatorSetUpStep } from './authenticator-set-up-step';
import { RecoveryCodesStep } from './recovery-codes-step';
import { SecondFactorStep } from './second-factor-step';

type Step =
  | { name: 'email' }
  | { name: 'email-code'; email: string; expiresInSeconds: number }
  | { name: 'set-up' }
  | { name: 'recovery-codes'; recoveryCodes: readonly string[] }
  | { name: 'second-factor' };

const HEADINGS: Record<Step['name'], string> = {
  email: 'Sign in with your e-mail address',
  'email-code': 'Enter the code from your e-mail',
  'set-up': 'Set up your authenticator app',
  'recovery-codes': 'Save your recovery codes now',
  'second-factor': 'Enter your authenticator code',
};

function firstStep(resumeAt: OfficerSessionAnswer | undefined): Step {
  if (resumeAt?.stage === 'enrolment') return { name: 'set-up' };
  if (resumeAt?.stage === 'second-factor') return { name: 'second-factor' };
  return { name: 'email' };
}

/**
 * /officer/login (OFF-2 to OFF-4, OFF-16): the e-mail code, then the authenticator app, set up
 * at the first sign-in (with the recovery codes once) or its code later. A sign-in half done
 * (a reload after the e-mail code) continues at its step.
 */
export function OfficerSignInPage({
  resumeAt,
  onSignedIn,
}: {
  resumeAt: OfficerSessionAnswer | undefined;
  onSignedIn: () => void;
}) {
  const [step, setStep] = useState<Step>(() => firstStep(resumeAt));
  const requestCode = useRequestOfficerCode();
  const verifyCode = useVerifyOfficerCode();
  const resendCountdown = useCountdown();

  const sendCode = (request: OtpRequest) =>
    requestCode.mutate(request, {
      onSuccess: (accepted) => {
        verifyCode.reset();
        setStep({
          name: 'email-code',
          email: request.email,
          expiresInSeconds: accepted.expiresInSeconds,
        });
        resendCountdown.start(accepted.resendAfterSeconds);
      },
    });

  return (
    <div className="container-fluid portal-page">
      <h1>Officer sign-in</h1>
      <h2 className="h4">{HEADINGS[step.name]}</h2>
      {step.name === 'email' && (
        <EmailStepForm
          pending={requestCode.isPending}
          serverError={serverFieldError(requestCode.error, 'email')}
          onSubmit={sendCode}
        />
      )}
      {step.name === 'email-code' && (
        <OtpStepForm
          email={step.email}
          validMinutes={Math.round(step.expiresInSeconds / 60)}
          resendSecondsLeft={resendCountdown.secondsLeft}
          verifying={verifyCode.isPending}
          resending={requestCode.isPending}
          serverError={serverFieldError(verifyCode.error, 'otp')}
          onVerify={(otp) =>
            verifyCode.mutate(
              { email: step.email, otp },
              { onSuccess: (session) => setStep(firstStep(session)) },
            )
          }
          onResend={() => sendCode({ email: step.email })}
          onChangeEmail={() => {
            requestCode.reset();
            verifyCode.reset();
            setStep({ name: 'email' });
          }}
        />
      )}
      {step.name === 'set-up' && (
        <AuthenticatorSetUpStep
          onCompleted={({ recoveryCodes }) => setStep({ name: 'recovery-codes', recoveryCodes })}
        />
      )}
      {step.name === 'recovery-codes' && (
        <RecoveryCodesStep recoveryCodes={step.recoveryCodes} onContinue={onSignedIn} />
      )}
      {step.name === 'second-factor' && <SecondFactorStep onSignedIn={onSignedIn} />}
    </div>
  );
}
