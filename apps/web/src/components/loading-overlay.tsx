/** ROUTE-36: a full-screen overlay with a spinner while something loads. */
export function LoadingOverlay({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="portal-loading-overlay" role="status" aria-label={label}>
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label}…</span>
    </div>
  );
}
