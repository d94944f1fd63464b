import { useQuery } from '@tanstack/react-query';
import { PERMIT_API_PATHS, permitVerificationSchema } from '@aviation-permits/domain/permit';
import { useApiClient } from '@/lib/api-client/api-client-context';

/** GET permit/verify (PRM-8): an issued permit's standing by its reference and code, no sign-in. */
export function usePermitVerification(reference: string, code: string) {
  const api = useApiClient();
  const query = new URLSearchParams({ reference, c: code }).toString();
  return useQuery({
    queryKey: ['permit-verification', reference, code],
    queryFn: () =>
      api.call(`${PERMIT_API_PATHS.verify}?${query}`, { schema: permitVerificationSchema }),
  });
}
