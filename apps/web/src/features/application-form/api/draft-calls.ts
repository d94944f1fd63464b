import { useMutation } from '@tanstack/react-query';
import { API_PATHS, draftSavedResponseSchema } from '@aviation-permits/domain';
import type {
  ApplicationDraft,
  DraftSavedResponse,
  SaveDraftRequest,
} from '@aviation-permits/domain';
import { ApiError } from '@/lib/api-client/api-error';
import { useApiClient } from '@/lib/api-client/api-client-context';
import type { SaveCallOptions } from '../model/autosaver';

/** POST …/application/draft (APP-45): the first change creates the draft. */
export function useCreateDraft() {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({ form, keepalive }: { form: ApplicationDraft } & SaveCallOptions) =>
      api.call(API_PATHS.applicationDraft, {
        method: 'POST',
        body: { form },
        schema: draftSavedResponseSchema,
        keepalive,
      }),
  });
}

/**
 * PUT …/application/draft (APP-47). A stale version (409) is an answer the form shows with its
 * own "Reload latest" button, not a failure for the shared handler; other failures go there.
 */
export function useSaveDraft() {
  const api = useApiClient();
  return useMutation({
    mutationFn: async ({
      request,
      keepalive,
    }: { request: SaveDraftRequest } & SaveCallOptions): Promise<
      DraftSavedResponse | 'conflict'
    > => {
      try {
        return await api.call(API_PATHS.applicationDraft, {
          method: 'PUT',
          body: request,
          schema: draftSavedResponseSchema,
          keepalive,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) return 'conflict';
        throw error;
      }
    },
  });
}
