/**
 * The request id of the failed call a page reports (OPS-67): the id on the call's log lines, so
 * support can find what happened from what the visitor reads out. Nothing without one.
 */
export function SupportReference({ requestId }: { requestId: string | undefined }) {
  if (requestId === undefined) return null;
  return <p className="text-muted">Reference for support: {requestId}</p>;
}
