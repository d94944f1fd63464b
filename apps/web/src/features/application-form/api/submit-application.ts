import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CATEGORY_API_PATHS,
  submitApplicationResponseSchema,
} from '@aviation-permits/domain/application';
import type { ApplicationDraft } from '@aviation-permits/domain/application';
import type { CategoryId } from '@aviation-permits/domain/activity';
import { useApiClient } from '@/lib/api-client/api-client-context';

export interface SubmitRequest {
  category: CategoryId;
  id: string;
  version: number;
  form: ApplicationDraft;
}

/** POST CATEGORY_API_PATHS[category].submit (APP-49): the reference and the new status. */
export function useSubmitApplication() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ category, ...body }: SubmitRequest) =>
      api.call(CATEGORY_API_PATHS[category].submit, {
        method: 'POST',
        body,
        schema: submitApplicationResponseSchema,
      }),
    // The dashboard and the record now read differently.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
