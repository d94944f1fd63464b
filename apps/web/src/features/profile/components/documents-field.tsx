import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import { type ProfileDocument } from '@aviation-permits/domain/profile';
import { DocumentList } from '@/components/form/document-list';
import { DocumentsInput } from '@/components/form/documents-input';
import { fieldId } from './profile-field';

interface DocumentsFieldProps {
  stored: readonly ProfileDocument[];
  errors: readonly string[];
  onChange(files: File[]): void;
}

/**
 * The profile's supporting documents in the form kit's file field and list (APP-81); the files are
 * checked with the domain rules when chosen and sent with the profile, replacing those stored.
 */
export function DocumentsField({ stored, errors, onChange }: DocumentsFieldProps) {
  return (
    <>
      <DocumentsInput
        id={fieldId('documents')}
        maxFiles={PORTAL_CONSTANTS.maxFilesPerProfile}
        {...(stored.length > 0
          ? { note: 'Files chosen now replace the ones already uploaded.' }
          : {})}
        errors={errors}
        onChoose={onChange}
      />
      <DocumentList documents={stored} />
    </>
  );
}
