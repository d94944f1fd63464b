import { useEffect, useId, useState } from 'react';
import { OFFICER_SIGN_IN_RULES, totpCodeSchema } from '@aviation-permits/domain/officer';
import type { EnrolmentCompleted } from '@aviation-permits/domain/officer';
import { useConfirmEnrolment } from '../api/confirm-enrolment';
import { useStartEnrolment } from '../api/start-enrolment';
import { codeFieldError } from '../model/code-field-error';
import { CodeForm } from '@/components/form/code-form';

/**
 * A first sign-in (OFF-3): the authenticator app is set up from the QR code, or from the key typed
 * in, and a right code of the app completes it. The secret is asked for once per visit of the
 * step; asking again (a reload) replaces it on the server, so the app must scan the newest one.
 */
export function AuthenticatorSetUpStep({
  onCompleted,
}: {
  onCompleted: (completed: EnrolmentCompleted) => void;
}) {
  const keyId = useId();
  const startEnrolment = useStartEnrolment();
  const confirmEnrolment = useConfirmEnrolment();
  const [copied, setCopied] = useState(false);
  const { mutate: start } = startEnrolment;

  useEffect(() => start(), [start]);

  const enrolment = startEnrolment.data;
  if (!enrolment) {
    return startEnrolment.isError ? (
      <div className="alert alert-danger" role="alert">
        The set-up could not start.{' '}
        <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => start()}>
          Try again
        </button>
      </div>
    ) : (
      <p role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        Preparing your authenticator set-up…
      </p>
    );
  }

  const copyKey = () => {
    const plainKey = enrolment.manualKey.replace(/\s+/g, '');
    void navigator.clipboard?.writeText(plainKey).then(() => setCopied(true));
  };

  return (
    <>
      <ol className="mb-3">
        <li>
          Open an authenticator app on your phone (for example Google or Microsoft Authenticator).
        </li>
        <li>Scan this QR code with it, or type in the key below.</li>
        <li>Enter the {OFFICER_SIGN_IN_RULES.totpDigits}-digit code the app then shows.</li>
      </ol>
      <img
        src={enrolment.qrCode}
        width={200}
        height={200}
        className="d-block mb-3 border"
        alt="QR code for your authenticator app. If you cannot scan it, type in the key shown below."
      />
      <p className="mb-1" id={keyId}>
        Key to type in, if you cannot scan the code:
      </p>
      <p className="d-flex flex-wrap align-items-center gap-2">
        <code className="fs-5 text-body" aria-labelledby={keyId}>
          {enrolment.manualKey}
        </code>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={copyKey}>
          Copy the key
        </button>
        <span role="status">{copied ? 'Key copied.' : ''}</span>
      </p>
      <CodeForm
        id="officer-enrolment-code"
        schema={totpCodeSchema}
        label="Code from your authenticator app"
        hint={`Enter the ${OFFICER_SIGN_IN_RULES.totpDigits}-digit code your app shows now.`}
        numeric
        submitLabel="Complete the set-up"
        pending={confirmEnrolment.isPending}
        serverError={codeFieldError(confirmEnrolment.error, 'code')}
        onSubmit={(code) => confirmEnrolment.mutate({ code }, { onSuccess: onCompleted })}
      />
    </>
  );
}
