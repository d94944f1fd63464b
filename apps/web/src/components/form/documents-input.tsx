import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import { FormField } from './form-field';

// The form kit's file field for supporting documents (APP-40, APP-81): the application's documents
// step and the profile choose files alike, of the types the server accepts, with the limits said in
// the hint and what the domain's checks found wrong with the choice at the field.

const DOCUMENTS_LABEL = 'Supporting Documents';
const ACCEPT = PORTAL_CONSTANTS.allowedFileExtensions.map((extension) => `.${extension}`).join(',');

interface DocumentsInputProps {
  id: string;
  /** How many files the form holds at most, said in the hint. */
  maxFiles: number;
  /** A sentence after the limits (what a new choice does to the files already uploaded). */
  note?: string;
  /** What is wrong with the choice or its upload, each on its own line. */
  errors: readonly string[];
  onChoose(files: File[]): void;
  /**
   * Empties the field once the files are handed on (they were uploaded at once, APP-65), so that
   * the same file may be chosen again.
   */
  clearAfterChoice?: boolean;
}

export function DocumentsInput({
  id,
  maxFiles,
  note,
  errors,
  onChoose,
  clearAfterChoice = false,
}: DocumentsInputProps) {
  const limits = `Up to ${maxFiles} files: PDF, PNG, JPG or JPEG, at most 2MB each.`;
  return (
    <FormField
      id={id}
      label={DOCUMENTS_LABEL}
      hint={note ? `${limits} ${note}` : limits}
      error={errors}
    >
      {({ invalidClass, ...control }) => (
        <input
          {...control}
          type="file"
          multiple
          accept={ACCEPT}
          className={`form-control${invalidClass}`}
          onChange={(event) => {
            onChoose([...(event.target.files ?? [])]);
            if (clearAfterChoice) event.target.value = '';
          }}
        />
      )}
    </FormField>
  );
}
