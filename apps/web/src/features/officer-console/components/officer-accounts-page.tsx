/**
 * /officer/accounts (OFF-16). The review of applicants' accounts needs the officers' accounts
 * calls, which are not in the domain yet: until they are, the page says so.
 */
export function OfficerAccountsPage() {
  return (
    <div className="container-fluid portal-page">
      <h1>Accounts</h1>
      <div className="alert alert-info" role="note">
        The review of applicants&apos; accounts arrives with the officers&apos; decisions. Until
        then there is nothing to review here.
      </div>
    </div>
  );
}
