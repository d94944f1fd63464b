import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { API_PATHS } from '@aviation-permits/domain/http';
import type { ApplicationDocument } from '@aviation-permits/domain/application';
import type { ApiClient } from '@/lib/api-client/api-client';
import { useApiClient } from '@/lib/api-client/api-client-context';
import { ApiError } from '@/lib/api-client/api-error';
import { downloadFailureMessage } from '@/lib/files/download-failure-message';
import { saveFile } from '@/lib/files/save-file';
import { notify } from '@/lib/toast/notify';

const fileSchema = z.instanceof(Blob);

/**
 * GET …/document/retrieve (APP-43) through the pipeline (the service needs its headers, so a plain
 * link cannot fetch it), then hands the file to the browser's download under its own name.
 */
async function downloadDocument(
  api: ApiClient,
  applicationId: string,
  document: ApplicationDocument,
): Promise<void> {
  const query = new URLSearchParams({ applicationId, documentId: document.id });
  const file = await api.call(`${API_PATHS.documentRetrieve}?${query.toString()}`, {
    schema: fileSchema,
    responseType: 'blob',
  });
  saveFile(file, document.name);
}

/**
 * The download as a mutation. A failure says why (downloadFailureMessage, APP-43, OPS-71); only
 * an ended session (401) goes on to the shared error handler, which takes the user to /login.
 */
export function useDownloadDocument(applicationId: string) {
  const api = useApiClient();
  return useMutation({
    mutationFn: async (document: ApplicationDocument) => {
      try {
        await downloadDocument(api, applicationId, document);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) throw error;
        notify(downloadFailureMessage(error), { appearance: 'error' });
      }
    },
  });
}
