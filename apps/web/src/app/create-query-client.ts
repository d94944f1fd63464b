import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * Every failed query or mutation goes to the shared error handler, once, whatever feature made it.
 * No automatic retries: the pipeline's failures are final (the server answered, or the call
 * timed out), and a retry would only repeat the toast.
 */
export function createQueryClient(onError: (error: unknown) => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}
