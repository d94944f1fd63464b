import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { API_PATHS } from '@aviation-permits/domain/http';
import {
  DOCUMENT_UPLOAD_FIELD,
  listDocumentsResponseSchema,
} from '@aviation-permits/domain/application';
import { useApiClient } from '@/lib/api-client/api-client-context';

// An application's supporting documents (APP-40 to APP-43): upload with progress, and removal.
// The upload answers the application's documents after it; the removal's answer is not read.

export interface UploadRequest {
  applicationId: string;
  files: readonly File[];
  /** 0 to 1, as the bytes leave the browser. */
  onProgress(fraction: number): void;
}

export function useUploadDocuments() {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({ applicationId, files, onProgress }: UploadRequest) => {
      const body = new FormData();
      for (const file of files) body.append(DOCUMENT_UPLOAD_FIELD, file, file.name);
      const query = new URLSearchParams({ applicationId }).toString();
      return api.call(`${API_PATHS.documentUpload}?${query}`, {
        method: 'POST',
        body,
        schema: listDocumentsResponseSchema,
        onUploadProgress: ({ loaded, total }) => onProgress(total > 0 ? loaded / total : 0),
      });
    },
  });
}

export function useRemoveDocument() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (request: { applicationId: string; documentId: string }) =>
      api.call(API_PATHS.documentRemove, { method: 'POST', body: request, schema: z.unknown() }),
  });
}
