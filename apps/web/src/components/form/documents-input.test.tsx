import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocumentList } from './document-list';
import { DocumentsInput } from './documents-input';

// APP-81: the kit's supporting documents, as the application's documents step and the profile use
// them: the portal's file types, the limits in the hint, every message of a choice at the field,
// and the uploaded list with its buttons.

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('the documents file field', () => {
  it('offers the portal’s file types and says its limits', () => {
    render(<DocumentsInput id="docs" maxFiles={2} errors={[]} onChoose={() => undefined} />);
    const input = screen.getByLabelText('Supporting Documents');

    expect(input).toHaveAttribute('accept', '.pdf,.png,.jpg,.jpeg');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription(
      'Up to 2 files: PDF, PNG, JPG or JPEG, at most 2MB each.',
    );
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('hands on the chosen files and shows each message on its own line', async () => {
    const onChoose = vi.fn();
    const errors = ['File size should not be more than 2MB.', 'Upload failed.'];
    render(<DocumentsInput id="docs" maxFiles={5} errors={errors} onChoose={onChoose} />);
    const input = screen.getByLabelText('Supporting Documents');

    await userEvent.upload(input, [pdf('a.pdf'), pdf('b.pdf')]);

    expect(onChoose).toHaveBeenCalledWith([expect.any(File), expect.any(File)]);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(errors.join(' ')));
    expect(screen.getByText(errors[0] as string)).toBeVisible();
    expect(screen.getByText(errors[1] as string)).toBeVisible();
  });
});

describe('the uploaded documents list', () => {
  it('names each document with its size and its buttons', () => {
    render(
      <DocumentList
        documents={[{ id: '1', name: 'plan.pdf', sizeBytes: 1_500 }]}
        actions={(document) => <button type="button">Remove {document.name}</button>}
      />,
    );
    const item = within(screen.getByRole('list', { name: 'Uploaded documents' })).getByRole(
      'listitem',
    );

    expect(item).toHaveTextContent('plan.pdf (2 KB)');
    expect(within(item).getByRole('button', { name: 'Remove plan.pdf' })).toBeVisible();
  });

  it('says so when there is none, where the form asks it to', () => {
    const { rerender } = render(<DocumentList documents={[]} emptyText="No documents yet." />);
    expect(screen.getByText('No documents yet.')).toBeVisible();

    rerender(<DocumentList documents={[]} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText('No documents yet.')).toBeNull();
  });
});
