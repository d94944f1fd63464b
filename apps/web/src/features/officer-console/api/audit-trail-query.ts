import { useInfiniteQuery } from '@tanstack/react-query';
import { OFFICER_API_PATHS, officerAuditPageSchema } from '@aviation-permits/domain/officer';
import { useApiClient } from '@/lib/api-client/api-client-context';

/** What the supervisor narrowed the trail to; empty strings are no filter. */
export interface AuditTrailFilter {
  officerId: string;
  subjectType: string;
  subjectId: string;
}

function auditAddress(filter: AuditTrailFilter, before: number | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value.trim() !== '') query.set(key, value.trim());
  }
  if (before !== undefined) query.set('before', String(before));
  const search = query.toString();
  return search === '' ? OFFICER_API_PATHS.audit : `${OFFICER_API_PATHS.audit}?${search}`;
}

/** GET …/audit (OFF-8, OFF-17): the trail newest first, a page at a time ("Load more"). */
export function useAuditTrail(filter: AuditTrailFilter) {
  const api = useApiClient();
  return useInfiniteQuery({
    queryKey: ['officer-audit', filter],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam }) =>
      api.call(auditAddress(filter, pageParam), { schema: officerAuditPageSchema }),
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
}
