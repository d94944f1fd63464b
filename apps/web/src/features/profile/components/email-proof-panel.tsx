import { useId, useState } from 'react';
import {
  EMAIL_PROOF_MESSAGES,
  isProvedAddress,
  isValidEmailAddress,
  OTP_RULES,
} from '@aviation-permits/domain';
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
  const hintId = useId();
  const errorId = useId();
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
      <p id={hintId} className="form-text mt-0">
        {codeSent ? EMAIL_PROOF_MESSAGES.codeSent : EMAIL_PROOF_MESSAGES.needsProof}
      </p>
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
      {codeSent && (
        <div className="d-flex flex-wrap gap-2 align-items-end">
          <div>
            <label htmlFor={codeId} className="form-label">
              OTP
            </label>
            <input
              id={codeId}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_RULES.length}
              className={`form-control${error ? ' is-invalid' : ''}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </div>
          <button
            type="button"
            className="btn btn-primary"
            disabled={verifyCode.isPending}
            onClick={() => verifyCode.mutate({ email: address, otp: code.trim() })}
          >
            Verify
          </button>
        </div>
      )}
      {error && (
        <p id={errorId} className="invalid-feedback d-block">
          {error}
        </p>
      )}
    </section>
  );
}
