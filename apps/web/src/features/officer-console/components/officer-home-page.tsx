/**
 * /officer, the Applications section (OFF-16). The queues need the officers' applications calls,
 * which are not in the domain yet: until they are, the page says so rather than show empty tables.
 */
export function OfficerHomePage() {
  return (
    <div className="container-fluid portal-page">
      <h1>Applications</h1>
      <div className="alert alert-info" role="note">
        The application queues (to review, assigned to you, waiting for the applicant, decided)
        arrive with the officers&apos; decisions. Until then there is nothing to review here.
      </div>
    </div>
  );
}
