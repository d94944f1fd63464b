import { useMutation } from '@tanstack/react-query';
import { API_PATHS } from '@aviation-permits/domain/http';
import { draftSavedResponseSchema } from '@aviation-permits/domain/application';
import type {
  ApplicationDraft,
  DraftSavedResponse,
  SaveDraftRequest,
} from '@aviation-permits/domain/application';
import { ApiError } from '@/lib/api-client/api-error';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { UNREACHABLE, type SaveCallOptions, type Unreachable } from '../model/autosaver';

/**
 * No answer at all (offline, a time-out): the status line says "Not saved — retrying" and the
 * autosaver tries again, so this is its answer, not a failure for the shared handler, whose
 * toast would come back at every attempt (APP-63). Any answer of the server still goes there.
 */
function unanswered(error: unknown): boolean {
  return error instanceof ApiError && error.status === undefined;
}

/**
 * TanStack Query holds a mutation back while the browser says it is offline, and a held save never
 * answers: the status line would say "Saving…" for ever. The autosaver is what waits and retries
 * (APP-63), so the call is made and its failure read as no answer.
 */
const SENT_OFFLINE_TOO = 'always';

/** POST …/application/draft (APP-45): the first change creates the draft. */
export function useCreateDraft() {
  const api = useApiClient();
  return useMutation({
    networkMode: SENT_OFFLINE_TOO,
    mutationFn: async ({
      form,
      keepalive,
    }: { form: ApplicationDraft } & SaveCallOptions): Promise<DraftSavedResponse | Unreachable> => {
      try {
        return await api.call(API_PATHS.applicationDraft, {
          method: 'POST',
          body: { form },
          schema: draftSavedResponseSchema,
          keepalive,
        });
      } catch (error) {
        if (unanswered(error)) return UNREACHABLE;
        throw error;
      }
    },
  });
}

/**
 * PUT …/application/draft (APP-47). A stale version (409) is an answer the form shows with its
 * own "Reload latest" button, not a failure for the shared handler, and so is no answer at all;
 * other failures go there.
 */
export function useSaveDraft() {
  const api = useApiClient();
  return useMutation({
    networkMode: SENT_OFFLINE_TOO,
    mutationFn: async ({
      request,
      keepalive,
    }: { request: SaveDraftRequest } & SaveCallOptions): Promise<
      DraftSavedResponse | 'conflict' | Unreachable
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
        if (unanswered(error)) return UNREACHABLE;
        throw error;
      }
    },
  });
}
