import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { checkFileCount } from '@aviation-permits/domain/validation';
import { FILE_MESSAGES } from '@aviation-permits/domain/messages';
import type { ApplicationDocument } from '@aviation-permits/domain/application';
import type { ScreenshotAttachment } from '@/components/map';
import { useDownloadDocument } from '@/lib/application-api/download-document';
import { useRemoveDocument, useUploadDocuments } from '../api/document-calls';
import { screenshotRefusalMessage, useUploadScreenshot } from '../api/screenshot-upload';
import type { DraftRef } from '../model/autosaver';
import type { ApplicationFormValues } from '../model/form-values';

interface DocumentsOptions {
  form: UseFormReturn<ApplicationFormValues>;
  initialDocuments: readonly ApplicationDocument[];
  /** The draft saved so far, if any. */
  draft(): DraftRef | undefined;
  /** The draft, saved first when there is none: documents belong to a saved application. */
  savedDraft(): Promise<DraftRef | undefined>;
}

/**
 * The application's supporting documents (APP-40 to APP-43, MAP-16): uploaded to the draft as they
 * are chosen, with the upload's progress; removed; the map's screenshot attached; the form's
 * supportingDocumentIds follow the list, so the draft saves them.
 */
export function useApplicationDocuments({
  form,
  initialDocuments,
  draft,
  savedDraft,
}: DocumentsOptions) {
  const [documents, setDocuments] = useState(initialDocuments);
  const [progress, setProgress] = useState<number | undefined>();
  const [uploadError, setUploadError] = useState<string | undefined>();
  const upload = useUploadDocuments();
  const uploadScreenshot = useUploadScreenshot();
  const removeDocument = useRemoveDocument();
  const download = useDownloadDocument(draft()?.id ?? '');

  function showDocuments(list: readonly ApplicationDocument[]) {
    setDocuments(list);
    form.setValue(
      'supportingDocumentIds',
      list.map(({ id }) => id),
      { shouldDirty: true },
    );
  }

  async function uploadFiles(files: File[]) {
    setUploadError(undefined);
    const saved = await savedDraft();
    if (!saved) return;
    setProgress(0);
    try {
      const answer = await upload.mutateAsync({
        applicationId: saved.id,
        files,
        onProgress: setProgress,
      });
      showDocuments(answer.documents);
    } catch {
      // APP-43: the list of what an upload needs; the shared handler has toasted the reason.
      setUploadError(FILE_MESSAGES.uploadFailed);
    } finally {
      setProgress(undefined);
    }
  }

  async function removeFile(document: ApplicationDocument) {
    const saved = draft();
    if (!saved) return;
    try {
      await removeDocument.mutateAsync({ applicationId: saved.id, documentId: document.id });
    } catch {
      setUploadError(FILE_MESSAGES.removalFailed);
      return;
    }
    showDocuments(documents.filter(({ id }) => id !== document.id));
  }

  // MAP-16: the map's "Attach to application" sends the screenshot through the map-upload service.
  const attachScreenshot: ScreenshotAttachment = {
    async send(image, onProgress) {
      const tooMany = checkFileCount(documents.length + 1, 'application');
      if (tooMany) return { ok: false, message: tooMany };
      const saved = await savedDraft();
      if (!saved) return { ok: false, message: FILE_MESSAGES.uploadFailed };
      try {
        const answer = await uploadScreenshot.mutateAsync({
          applicationId: saved.id,
          image,
          onProgress,
        });
        showDocuments(answer.documents);
        return { ok: true };
      } catch (error) {
        return { ok: false, message: screenshotRefusalMessage(error) };
      }
    },
  };

  return {
    documents,
    progress,
    uploadError,
    clearUploadError: () => setUploadError(undefined),
    uploadFiles: (files: File[]) => void uploadFiles(files),
    removeFile: (document: ApplicationDocument) => void removeFile(document),
    downloadFile: (document: ApplicationDocument) => download.mutate(document),
    attachScreenshot,
  };
}
