import { useState } from 'react';
import { checkFile, checkFileCount } from '@aviation-permits/domain/validation';
import { FILE_MESSAGES } from '@aviation-permits/domain/messages';
import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import type { ApplicationDocument } from '@aviation-permits/domain/application';
import { DocumentList } from '@/components/form/document-list';
import { DocumentsInput } from '@/components/form/documents-input';
import { fieldId } from '../field-id';

interface DocumentsStepProps {
  documents: readonly ApplicationDocument[];
  /** 0 to 1 while an upload runs. */
  progress: number | undefined;
  /** The upload failed with the server's word or the spec's list. */
  uploadError: string | undefined;
  editable: boolean;
  onUpload(files: File[]): void;
  /** A new choice: the last upload's failure no longer describes the field. */
  onClearError(): void;
  onDownload(document: ApplicationDocument): void;
  onRemove(document: ApplicationDocument): void;
}

/**
 * Step 5 (APP-40 to APP-43): upload with a progress bar, the list, download and removal, in the
 * form kit's file field and list (APP-81). Choosing files uploads them, one action (APP-65).
 */
export function DocumentsStep(props: DocumentsStepProps) {
  const { documents, progress, editable } = props;
  const [problems, setProblems] = useState<string[]>([]);

  function upload(files: File[]) {
    props.onClearError();
    const found = [
      ...new Set(files.map((file) => checkFile(file)).filter((message) => message !== undefined)),
      ...[checkFileCount(documents.length + files.length, 'application')].filter(
        (message) => message !== undefined,
      ),
    ];
    setProblems(found);
    // A cancelled chooser chose nothing.
    if (files.length === 0 || found.length > 0) return;
    props.onUpload(files);
  }

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div>
      {editable && (
        <DocumentsInput
          id={fieldId('supportingDocumentIds')}
          maxFiles={PORTAL_CONSTANTS.maxFilesPerApplication}
          errors={[...problems, ...(props.uploadError ? [props.uploadError] : [])]}
          onChoose={upload}
          clearAfterChoice
        />
      )}
      {progress !== undefined && (
        <div
          className="progress mb-3"
          role="progressbar"
          aria-label="Upload progress"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="progress-bar" style={{ width: `${percent}%` }}>
            {percent}%
          </div>
        </div>
      )}
      <h3 className="h5">Uploaded documents</h3>
      <DocumentList
        documents={documents}
        emptyText="No documents uploaded yet."
        actions={(document) => (
          <>
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              onClick={() => props.onDownload(document)}
              aria-label={`Download ${document.name}`}
            >
              Download
            </button>
            {editable && (
              <button
                type="button"
                className="btn btn-outline-danger btn-sm"
                onClick={() => props.onRemove(document)}
                aria-label={`Remove ${document.name}`}
              >
                Remove
              </button>
            )}
          </>
        )}
      />
      <p className="form-text">{FILE_MESSAGES.maxApplicationFiles}</p>
    </div>
  );
}
