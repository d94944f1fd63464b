import { useQuery } from '@tanstack/react-query';
import { activeOfficersSchema, OFFICER_API_PATHS } from '@aviation-permits/domain/officer';
import { useApiClient } from '@/lib/api-client/api-client-context';

/** GET …/officers (OFF-43): whom a supervisor may reassign an application to, asked when wanted. */
export function useActiveOfficers(wanted: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['active-officers'],
    queryFn: () => api.call(OFFICER_API_PATHS.officers, { schema: activeOfficersSchema }),
    enabled: wanted,
  });
}
