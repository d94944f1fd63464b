/**
 * A console list's loading and failure lines (OFF-36), named after what it lists: "Loading the
 * public holidays…", "The public holidays could not be loaded.".
 */
export function ListLoadState({
  query,
  what,
}: {
  query: { isPending: boolean; isError: boolean; data: unknown };
  what: string;
}) {
  if (query.isPending) {
    return (
      <p role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        Loading the {what}…
      </p>
    );
  }
  if (query.isError && query.data === undefined) {
    return (
      <p className="alert alert-danger" role="alert">
        The {what} could not be loaded.
      </p>
    );
  }
  return null;
}
