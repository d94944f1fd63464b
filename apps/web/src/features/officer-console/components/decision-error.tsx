import { ApiError } from '@/lib/api-client/api-error';

/**
 * Why a decision was refused, in the server's words (OFF-26, OFF-27): a 409 says someone moved
 * the application or account first or the move is no longer allowed, and the review beneath is
 * read again.
 */
export function DecisionError({ error }: { error: unknown }) {
  const serverText = error instanceof ApiError ? error.detail : undefined;
  const reloaded = error instanceof ApiError && error.status === 409;
  return (
    <div className="alert alert-danger" role="alert">
      <p className="mb-0">{serverText ?? 'The decision could not be recorded. Try again.'}</p>
      {reloaded && <p className="mb-0 mt-2">What is shown below has been read again.</p>}
    </div>
  );
}
