import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { SIGN_IN_ERROR_PARAMETER } from '@aviation-permits/domain/identity';
import { signInErrorMessage } from '@aviation-permits/domain/messages';
import type { UserSession } from '@aviation-permits/domain/session';
import { EmailOtpLogin } from './email-otp-login';
import { IdentityLoginButtons } from './identity-login-buttons';

/**
 * /login: the three ways to sign in (ACC-1). A failed Singpass or Corppass round trip
 * comes back as /login?error=<code>, explained above the choices.
 */
export function LoginPage({ onSignedIn }: { onSignedIn: (session: UserSession) => void }) {
  const emailHeadingId = useId();
  const [searchParams] = useSearchParams();
  const signInError = signInErrorMessage(searchParams.get(SIGN_IN_ERROR_PARAMETER));
  return (
    <div className="container-fluid portal-page">
      <h1>Login</h1>
      {signInError && (
        <div className="alert alert-danger" role="alert">
          {signInError}
        </div>
      )}
      <IdentityLoginButtons />
      <section className="portal-email-login" aria-labelledby={emailHeadingId}>
        <h2 id={emailHeadingId} className="h4">
          Log in with an e-mail one-time code
        </h2>
        <EmailOtpLogin onSignedIn={onSignedIn} />
      </section>
    </div>
  );
}
