import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILE_MESSAGES } from '@aviation-permits/domain/messages';
import { DocumentsStep } from './documents-step';

// APP-65: choosing a file uploads it, one action with no separate Upload button, and a choice
// clears the messages the last choice left on the field.

/** The step with the form's part of it: an upload that fails the first time it is asked. */
function Step({ uploads }: { uploads: string[][] }) {
  const [uploadError, setUploadError] = useState<string | undefined>();
  return (
    <DocumentsStep
      documents={[]}
      progress={undefined}
      uploadError={uploadError}
      editable
      onUpload={(files) => {
        uploads.push(files.map(({ name }) => name));
        setUploadError(uploads.length === 1 ? FILE_MESSAGES.uploadFailed : undefined);
      }}
      onClearError={() => setUploadError(undefined)}
      onDownload={() => undefined}
      onRemove={() => undefined}
    />
  );
}

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('DocumentsStep (APP-65)', () => {
  it('uploads a chosen file at once, with no Upload button to press', async () => {
    const uploads: string[][] = [];
    render(<Step uploads={uploads} />);

    await userEvent.upload(screen.getByLabelText('Supporting Documents'), pdf('plan.pdf'));

    expect(uploads).toEqual([['plan.pdf']]);
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
  });

  it('clears the last choice’s messages when another file is chosen', async () => {
    const uploads: string[][] = [];
    render(<Step uploads={uploads} />);
    const input = screen.getByLabelText('Supporting Documents');

    await userEvent.upload(input, pdf('first.pdf'));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(FILE_MESSAGES.uploadFailed));

    await userEvent.upload(input, new File([''], 'empty.pdf', { type: 'application/pdf' }));
    expect(input).toHaveAccessibleDescription(expect.stringContaining(FILE_MESSAGES.emptyFile));
    expect(input).not.toHaveAccessibleDescription(
      expect.stringContaining(FILE_MESSAGES.uploadFailed),
    );
    expect(uploads).toHaveLength(1);

    await userEvent.upload(input, pdf('second.pdf'));
    expect(uploads).toEqual([['first.pdf'], ['second.pdf']]);
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
