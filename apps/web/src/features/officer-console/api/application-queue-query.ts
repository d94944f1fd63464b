import { useInfiniteQuery } from '@tanstack/react-query';
import { OFFICER_API_PATHS, officerApplicationQueueSchema } from '@aviation-permits/domain/officer';
import type { CategoryId } from '@aviation-permits/domain/activity';
import type { OfficerApplicationQueue } from '@aviation-permits/domain/officer';
import { useApiClient } from '@/lib/api-client/api-client-context';

/** What the officer chose on the Applications page. */
export interface ApplicationQueueView {
  queue: OfficerApplicationQueue;
  search: string;
  categoryId: CategoryId | undefined;
}

function queueAddress(view: ApplicationQueueView, cursor: string | undefined): string {
  const query = new URLSearchParams({ queue: view.queue });
  if (view.search.trim() !== '') query.set('search', view.search.trim());
  if (view.categoryId !== undefined) query.set('categoryId', String(view.categoryId));
  if (cursor !== undefined) query.set('cursor', cursor);
  return `${OFFICER_API_PATHS.applications}?${query.toString()}`;
}

/**
 * GET …/applications (OFF-18, OFF-24): a queue's rows, oldest submission first, a keyset page at
 * a time ("Load more"), with every queue's count.
 */
export function useApplicationQueue(view: ApplicationQueueView) {
  const api = useApiClient();
  return useInfiniteQuery({
    queryKey: ['officer-applications', view],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api.call(queueAddress(view, pageParam), { schema: officerApplicationQueueSchema }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
