import { useInfiniteQuery } from '@tanstack/react-query';
import { OFFICER_API_PATHS, officerAccountQueueSchema } from '@aviation-permits/domain/officer';
import { useApiClient } from '@/lib/api-client/api-client-context';

export const ACCOUNT_QUEUE_QUERY_KEY = ['officer-accounts'] as const;

function queueAddress(search: string, cursor: string | undefined): string {
  const query = new URLSearchParams({ queue: 'to-review' });
  if (search.trim() !== '') query.set('search', search.trim());
  if (cursor !== undefined) query.set('cursor', cursor);
  return `${OFFICER_API_PATHS.accounts}?${query.toString()}`;
}

/** GET …/accounts?queue=to-review (OFF-22, OFF-27): the submitted accounts, oldest first, a page at a time. */
export function useAccountQueue(search: string) {
  const api = useApiClient();
  return useInfiniteQuery({
    queryKey: [...ACCOUNT_QUEUE_QUERY_KEY, search],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api.call(queueAddress(search, pageParam), { schema: officerAccountQueueSchema }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
