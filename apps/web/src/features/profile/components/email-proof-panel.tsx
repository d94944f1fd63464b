import { useId, useState } from 'react';
import { EMAIL_PROOF_MESSAGES } from '@aviation-permits/domain/messages';
import { isProvedAddress, OTP_RULES } from '@aviation-permits/domain/auth';
import { isValidEmailAddress } from '@aviation-permits/domain/validation';
import { FormField } from '@/components/form/form-field';
import { OneTimeCodeInput } from '@/components/form/one-time-code-input';
import { serverFieldError } from '@/lib/api-client/server-field-error';
import { useCountdown } from '@/lib/hooks/use-countdown';
import { useSendEmailCode, useVerifyEmailCode } from '../api/email-proof';

export const SEND_EMAIL_CODE_LABEL = 'Send code to verify';
const VERIFY_EMAIL_LABEL = 'Verify e-mail address';

/**
 * ACC-34: a Singpass or Corppass user proves the profile's address with a one-time code; until then
 * no decision is e-mailed (docs/sign-in-protection.md). Not a form of its own (it sits inside the
 * profile form), and usable while the profile itself is locked after submission.
 */
export function EmailProofPanel({
  email,
  provedEmail,
}: {
  /** The address in the form now. */
  email: string;
  provedEmail: string | null;
}) {
  const codeId = useId();
  const sendCode = useSendEmailCode();
  const verifyCode = useVerifyEmailCode();
  const resendCountdown = useCountdown();
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const [code, setCode] = useState('');
  const address = email.trim().toLowerCase();

  if (isProvedAddress(address, provedEmail)) {
    return (
      <p role="status" className="text-success">
        {address}: {EMAIL_PROOF_MESSAGES.proved}
      </p>
    );
  }
  if (!isValidEmailAddress(address)) return null;

  const codeSent = sentTo === address;
  const error =
    serverFieldError(verifyCode.error, 'otp') ??
    serverFieldError(verifyCode.error, 'email') ??
    serverFieldError(sendCode.error, 'email');

  const send = () =>
    sendCode.mutate(
      { email: address },
      {
        onSuccess: (accepted) => {
          verifyCode.reset();
          setSentTo(address);
          resendCountdown.start(accepted.resendAfterSeconds);
        },
      },
    );

  return (
    <section aria-labelledby={`${codeId}-heading`} className="mb-3">
      <h2 id={`${codeId}-heading`} className="h5">
        {VERIFY_EMAIL_LABEL}
      </h2>
      {!codeSent && <p className="form-text mt-0">{EMAIL_PROOF_MESSAGES.needsProof}</p>}
      <button
        type="button"
        className="btn btn-outline-primary mb-2"
        disabled={sendCode.isPending || (codeSent && resendCountdown.secondsLeft > 0)}
        onClick={send}
      >
        {codeSent && resendCountdown.secondsLeft > 0
          ? `Resend OTP in ${resendCountdown.secondsLeft} s`
          : SEND_EMAIL_CODE_LABEL}
      </button>
      {codeSent ? (
        <>
          <FormField
            id={codeId}
            label="OTP"
            hint={EMAIL_PROOF_MESSAGES.codeSent}
            error={error}
            className="mb-2"
          >
            {(control) => (
              <OneTimeCodeInput
                {...control}
                numeric
                maxLength={OTP_RULES.length}
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
            )}
          </FormField>
          <button
            type="button"
            className="btn btn-primary"
            disabled={verifyCode.isPending}
            onClick={() => verifyCode.mutate({ email: address, otp: code.trim() })}
          >
            Verify
          </button>
        </>
      ) : (
        // A refused send has no code field to sit at: it is said below the button.
        error && <p className="invalid-feedback d-block">{error}</p>
      )}
    </section>
  );
}
