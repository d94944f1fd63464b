import { useId } from 'react';
import { REDIRECT_PATHS } from '@aviation-permits/domain';

/**
 * /login: the three ways to sign in (spec section 1). Singpass and Corppass leave the app for the
 * server's redirect paths; the e-mail one-time code is not wired yet, and the page says so.
 */
export function LoginPage() {
  const emailId = useId();
  const noteId = useId();
  return (
    <div className="container-fluid portal-page">
      <h1>Login</h1>
      <div className="row g-4">
        <section className="col-md-6" aria-labelledby={`${emailId}-individuals`}>
          <h2 id={`${emailId}-individuals`} className="h4">
            Individuals
          </h2>
          <a className="btn btn-primary" href={REDIRECT_PATHS.singpassAuthorize}>
            Log in with Singpass
          </a>
        </section>
        <section className="col-md-6" aria-labelledby={`${emailId}-businesses`}>
          <h2 id={`${emailId}-businesses`} className="h4">
            Businesses
          </h2>
          <a className="btn btn-primary" href={REDIRECT_PATHS.corppassAuthRedirect}>
            Log in with Corppass
          </a>
        </section>
      </div>
      <section className="portal-email-login" aria-labelledby={`${emailId}-email`}>
        <h2 id={`${emailId}-email`} className="h4">
          Log in with an e-mail one-time code
        </h2>
        <form onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={emailId} className="form-label">
            Email Address
          </label>
          <input
            id={emailId}
            type="email"
            name="email"
            autoComplete="email"
            className="form-control"
            aria-describedby={noteId}
          />
          <p id={noteId} className="form-text">
            Log in with an e-mail one-time code is not yet available. Please use Singpass or
            Corppass.
          </p>
          <button type="submit" className="btn btn-primary" disabled aria-describedby={noteId}>
            Get OTP
          </button>
        </form>
      </section>
    </div>
  );
}
