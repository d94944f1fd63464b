import { useSearchParams } from 'react-router';
import {
  OFFICER_OIDC_ERROR_PARAMETER,
  OFFICER_OIDC_PATHS,
  officerOidcErrorMessage,
} from '@aviation-permits/domain/officer';

/**
 * /officer/login when officers sign in through the authority's provider (OFFICER_SIGN_IN=oidc,
 * OFF-59): one button, a full-page navigation to the provider, which stands for both factors (no
 * e-mail code, no authenticator here). A sign-in the portal refused comes back as ?error=<code>,
 * explained above the button.
 */
export function OfficerOidcSignInPage({ authorityName }: { authorityName: string }) {
  const [searchParams] = useSearchParams();
  const refusal = officerOidcErrorMessage(searchParams.get(OFFICER_OIDC_ERROR_PARAMETER));
  return (
    <div className="container-fluid portal-page">
      <h1>Officer sign-in</h1>
      {refusal && (
        <div className="alert alert-danger" role="alert">
          {refusal}
        </div>
      )}
      <p>Officers sign in with the account the {authorityName} gave them.</p>
      <a className="btn btn-primary" href={OFFICER_OIDC_PATHS.authorize}>
        Sign in with {authorityName} account
      </a>
    </div>
  );
}
