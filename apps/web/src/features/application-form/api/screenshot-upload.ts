import { useMutation } from '@tanstack/react-query';
import { ERROR_CODES } from '@aviation-permits/domain/http';
import { FILE_MESSAGES } from '@aviation-permits/domain/messages';
import { listDocumentsResponseSchema } from '@aviation-permits/domain/application';
import { MAP_API_PATHS, MAP_SCREENSHOT_UPLOAD_FIELD } from '@aviation-permits/domain/geo';
import { ApiError } from '@/lib/api-client/api-error';
import { useApiClient } from '@/lib/api-client/api-client-context';

// MAP-16: the licence-map screenshot as one of the application's supporting documents, through the
// map-upload service. The server names the file; it answers the application's documents after it.

export interface ScreenshotUploadRequest {
  applicationId: string;
  image: Blob;
  /** 0 to 1, as the bytes leave the browser. */
  onProgress(fraction: number): void;
}

export function useUploadScreenshot() {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({ applicationId, image, onProgress }: ScreenshotUploadRequest) => {
      const body = new FormData();
      body.append(MAP_SCREENSHOT_UPLOAD_FIELD, image, `${MAP_SCREENSHOT_UPLOAD_FIELD}.png`);
      const query = new URLSearchParams({ applicationId }).toString();
      return api.call(`${MAP_API_PATHS.screenshotUpload}?${query}`, {
        method: 'POST',
        body,
        schema: listDocumentsResponseSchema,
        onUploadProgress: ({ loaded, total }) => onProgress(total > 0 ? loaded / total : 0),
      });
    },
  });
}

/**
 * What the applicant reads when the screenshot is refused (APP-40, APP-41, APP-43): the server's
 * own word for the file (too large, not a PNG, the fifth document), else the upload failure list.
 */
export function screenshotRefusalMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return FILE_MESSAGES.uploadFailed;
  if (error.errorCodes === ERROR_CODES.payloadTooLarge) return FILE_MESSAGES.tooLarge;
  return error.errors[0]?.errorMessage ?? FILE_MESSAGES.uploadFailed;
}
