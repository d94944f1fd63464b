import { useId } from 'react';
import { REDIRECT_PATHS } from '@aviation-permits/domain/http';

/**
 * Singpass and Corppass: plain links, because the log-in leaves the app for the provider and
 * comes back through the server's callback (a full-page navigation, not a fetch).
 */
export function IdentityLoginButtons() {
  const headingId = useId();
  return (
    <div className="row g-4">
      <section className="col-md-6" aria-labelledby={`${headingId}-individuals`}>
        <h2 id={`${headingId}-individuals`} className="h4">
          Individuals
        </h2>
        <a className="btn btn-primary" href={REDIRECT_PATHS.singpassAuthorize}>
          Log in with Singpass
        </a>
      </section>
      <section className="col-md-6" aria-labelledby={`${headingId}-businesses`}>
        <h2 id={`${headingId}-businesses`} className="h4">
          Businesses
        </h2>
        <a className="btn btn-primary" href={REDIRECT_PATHS.corppassAuthRedirect}>
          Log in with Corppass
        </a>
      </section>
    </div>
  );
}
