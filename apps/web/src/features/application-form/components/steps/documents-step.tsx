import { useId, useRef, useState } from 'react';
import {
  checkFile,
  checkFileCount,
  FILE_MESSAGES,
  PORTAL_CONSTANTS,
} from '@aviation-permits/domain';
import type { ApplicationDocument } from '@aviation-permits/domain';
import { fieldId } from '../field-id';

const DOCUMENTS_LABEL = 'Supporting Documents';
const ACCEPT = PORTAL_CONSTANTS.allowedFileExtensions.map((extension) => `.${extension}`).join(',');

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
 * Step 5 (APP-40 to APP-43): upload with a progress bar, the list, download and removal. Choosing
 * files uploads them, one action (APP-65).
 */
export function DocumentsStep(props: DocumentsStepProps) {
  const { documents, progress, editable } = props;
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const hintId = useId();
  const id = fieldId('supportingDocumentIds');
  const errors = [...problems, ...(props.uploadError ? [props.uploadError] : [])];

  function upload() {
    const files = [...(input.current?.files ?? [])];
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
    if (input.current) input.current.value = '';
  }

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <div>
      {editable && (
        <div className="mb-3">
          <label htmlFor={id} className="form-label">
            {DOCUMENTS_LABEL}
          </label>
          <div id={hintId} className="form-text mt-0 mb-1">
            Up to {PORTAL_CONSTANTS.maxFilesPerApplication} files: PDF, PNG, JPG or JPEG, at most
            2MB each.
          </div>
          <input
            ref={input}
            id={id}
            type="file"
            multiple
            accept={ACCEPT}
            className={`form-control${errors.length > 0 ? ' is-invalid' : ''}`}
            aria-invalid={errors.length > 0}
            aria-describedby={[hintId, ...(errors.length > 0 ? [`${id}-error`] : [])].join(' ')}
            onChange={upload}
          />
          {errors.length > 0 && (
            <div id={`${id}-error`} className="invalid-feedback d-block">
              {errors.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </div>
          )}
        </div>
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
      {documents.length === 0 ? (
        <p>No documents uploaded yet.</p>
      ) : (
        <ul className="list-group mb-3" aria-label="Uploaded documents">
          {documents.map((document) => (
            <li key={document.id} className="list-group-item d-flex align-items-center gap-2">
              <span>
                {document.name} ({Math.ceil(document.sizeBytes / 1024)} KB)
              </span>
              <span className="d-flex gap-2">
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
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="form-text">{FILE_MESSAGES.maxApplicationFiles}</p>
    </div>
  );
}
