import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { API_PATHS } from '@aviation-permits/domain/http';
import type { RemoveApplicationRequest } from '@aviation-permits/domain/application';
import { useApiClient } from '@/lib/api-client/api-client-context';

/** POST …/application/remove (APP-48): only a draft; answers 204 with no body. */
export function useRemoveApplication() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RemoveApplicationRequest) =>
      api.call(API_PATHS.applicationRemove, { method: 'POST', body: request, schema: z.unknown() }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
