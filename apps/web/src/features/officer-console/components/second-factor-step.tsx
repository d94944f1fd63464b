import { useState } from 'react';
import {
  OFFICER_SIGN_IN_RULES,
  recoveryCodeSchema,
  totpCodeSchema,
} from '@aviation-permits/domain/officer';
import type { OfficerSessionAnswer } from '@aviation-permits/domain/officer';
import { useSecondFactorSignIn } from '../api/second-factor-sign-in';
import type { SecondFactorKind } from '../api/second-factor-sign-in';
import { codeFieldError } from '../model/code-field-error';
import { CodeForm } from '@/components/form/code-form';

/** A later sign-in (OFF-3, OFF-4): the authenticator's code, or one recovery code instead. */
export function SecondFactorStep({
  onSignedIn,
}: {
  onSignedIn: (session: OfficerSessionAnswer) => void;
}) {
  const signIn = useSecondFactorSignIn();
  const [kind, setKind] = useState<SecondFactorKind>('totp');
  const switchTo = (next: SecondFactorKind) => {
    signIn.reset();
    setKind(next);
  };
  const submit = (code: string) => signIn.mutate({ kind, code }, { onSuccess: onSignedIn });
  const serverError = codeFieldError(signIn.error, 'code');

  if (kind === 'totp') {
    return (
      <CodeForm
        id="officer-totp-code"
        key="totp"
        schema={totpCodeSchema}
        label="Authenticator code"
        hint={`Enter the ${OFFICER_SIGN_IN_RULES.totpDigits}-digit code your authenticator app shows now.`}
        numeric
        submitLabel="Sign in"
        pending={signIn.isPending}
        serverError={serverError}
        onSubmit={submit}
      >
        <button type="button" className="btn btn-link" onClick={() => switchTo('recovery-code')}>
          Use a recovery code instead
        </button>
      </CodeForm>
    );
  }
  return (
    <CodeForm
      id="officer-recovery-code"
      key="recovery-code"
      schema={recoveryCodeSchema}
      label="Recovery code"
      hint="Enter one of the recovery codes you saved when you set up your authenticator app. Each works once."
      numeric={false}
      submitLabel="Sign in"
      pending={signIn.isPending}
      serverError={serverError}
      onSubmit={submit}
    >
      <button type="button" className="btn btn-link" onClick={() => switchTo('totp')}>
        Use the authenticator app instead
      </button>
    </CodeForm>
  );
}
