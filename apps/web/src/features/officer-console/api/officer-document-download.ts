import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { ApiError } from '@/lib/api-client/api-error';
import { downloadFailureMessage } from '@/lib/files/download-failure-message';
import { saveFile } from '@/lib/files/save-file';
import { notify } from '@/lib/toast/notify';

const fileSchema = z.instanceof(Blob);

/**
 * An account's or an application's document, downloaded by the officer (OFF-27, OFF-40) through
 * the pipeline (it needs the portal's headers, so a plain link cannot fetch it) from the call
 * `pathOf` names, and handed to the browser under its own name; the server audits it (OFF-41). A
 * failure says so; only an ended session (401) goes on to the shared handler.
 */
export function useOfficerDocumentDownload(pathOf: (documentId: string) => string) {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (document: { id: string; name: string }) => {
      try {
        const file = await api.call(pathOf(document.id), {
          schema: fileSchema,
          responseType: 'blob',
        });
        saveFile(file, document.name);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) throw error;
        notify(downloadFailureMessage(error), { appearance: 'error' });
      }
    },
  });
}
