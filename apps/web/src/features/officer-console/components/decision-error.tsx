import { ApiError } from '@/lib/api-client/api-error';

/**
 * Why a decision was refused, in the server's words (OFF-26): a 409 says someone moved the
 * application first or the move is no longer allowed, and the review beneath is reloaded.
 */
export function DecisionError({ error }: { error: unknown }) {
  const serverText = error instanceof ApiError ? error.detail : undefined;
  const reloaded = error instanceof ApiError && error.status === 409;
  return (
    <div className="alert alert-danger" role="alert">
      <p className="mb-0">{serverText ?? 'The decision could not be recorded. Try again.'}</p>
      {reloaded && <p className="mb-0 mt-2">The application below has been reloaded.</p>}
    </div>
  );
}
