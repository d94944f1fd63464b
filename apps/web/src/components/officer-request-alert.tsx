/**
 * APP-72: what the authority last asked of the applicant (Need Your Action), shown at the top of
 * the details page and above the form that answers it. Shared by both pages, so it lives here.
 */
export function OfficerRequestAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <section className="alert alert-warning" role="alert" aria-labelledby="officer-request">
      <h2 id="officer-request" className="h5">
        The authority needs more from you
      </h2>
      <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
        {message}
      </p>
    </section>
  );
}
