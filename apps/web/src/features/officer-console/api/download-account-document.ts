import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { FILE_MESSAGES, OFFICER_API_PATHS } from '@aviation-permits/domain';
import type { ProfileDocument } from '@aviation-permits/domain';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { ApiError } from '@/lib/api-client/api-error';
import { saveFile } from '@/lib/files/save-file';
import { notify } from '@/lib/toast/notify';

const fileSchema = z.instanceof(Blob);

/**
 * GET …/accounts/:id/documents/:documentId (OFF-22, OFF-27) through the pipeline (it needs the
 * portal's headers, so a plain link cannot fetch it), handed to the browser under its own name. A
 * failure says so; only an ended session (401) goes on to the shared handler.
 */
export function useDownloadAccountDocument(accountId: string) {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (document: ProfileDocument) => {
      try {
        const file = await api.call(OFFICER_API_PATHS.accountDocument(accountId, document.id), {
          schema: fileSchema,
          responseType: 'blob',
        });
        saveFile(file, document.name);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) throw error;
        notify(FILE_MESSAGES.downloadFailed, { appearance: 'error' });
      }
    },
  });
}
