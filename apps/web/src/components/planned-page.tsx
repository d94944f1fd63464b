/**
 * A page whose feature is scheduled for a later release (dashboard, profile, application forms).
 * Its route, guard and meta already work; the page says plainly that its content is not there yet.
 */
export function PlannedPage({ heading }: { heading: string }) {
  return (
    <div className="container-fluid portal-page">
      <h1>{heading}</h1>
      <p>This page is not available yet.</p>
    </div>
  );
}
