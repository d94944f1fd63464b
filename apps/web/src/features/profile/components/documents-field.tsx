import type { ProfileDocument } from '@aviation-permits/domain';
import { fieldId } from './profile-field';

const DOCUMENTS_LABEL = 'Supporting Documents';
const HINT = 'Up to 2 files: PDF, PNG, JPG or JPEG, at most 2MB each.';

interface DocumentsFieldProps {
  stored: readonly ProfileDocument[];
  errors: readonly string[];
  onChange(files: File[]): void;
}

/** The profile's supporting documents; the files are checked with the domain rules when chosen. */
export function DocumentsField({ stored, errors, onChange }: DocumentsFieldProps) {
  const id = fieldId('documents');
  const describedBy = [`${id}-hint`, ...(errors.length > 0 ? [`${id}-error`] : [])].join(' ');
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {DOCUMENTS_LABEL}
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
        className={`form-control${errors.length > 0 ? ' is-invalid' : ''}`}
        aria-invalid={errors.length > 0}
        aria-describedby={describedBy}
        onChange={(event) => onChange([...(event.target.files ?? [])])}
      />
      <div id={`${id}-hint`} className="form-text">
        {HINT}
        {stored.length > 0 && ' Files chosen now replace the ones already uploaded.'}
      </div>
      {errors.length > 0 && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {errors.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </div>
      )}
      {stored.length > 0 && (
        <ul aria-label="Uploaded documents">
          {stored.map((document) => (
            <li key={document.id}>{document.name}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
