import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ERROR_PAGE_TEXTS } from '@aviation-permits/domain/messages';
import { ErrorPageContent } from './error-page-content';

// OPS-36, OPS-67: an error page that reports a failed call shows its request id, the id on the
// call's log line, so support can find it; without one it shows none.

describe('ErrorPageContent', () => {
  it('shows the reference of the failed call', () => {
    render(<ErrorPageContent reference="4f1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e" />);

    expect(
      screen.getByText('Reference for support: 4f1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(ERROR_PAGE_TEXTS.heading);
  });

  it('shows no reference without one', () => {
    render(<ErrorPageContent />);

    expect(screen.queryByText(/Reference for support/)).not.toBeInTheDocument();
  });
});
