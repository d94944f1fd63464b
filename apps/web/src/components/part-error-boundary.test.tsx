import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ERROR_MESSAGES } from '@aviation-permits/domain/messages';
import { PartErrorBoundary } from './part-error-boundary';

// ROUTE-46: a part that throws shows the portal's message in its place; its neighbours stay.

function Broken(): never {
  throw new Error('The part broke while drawing');
}

describe('PartErrorBoundary (ROUTE-46)', () => {
  it("shows the portal's message in place of a part that throws, and leaves the rest", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <PartErrorBoundary>
          <Broken />
        </PartErrorBoundary>
        <button type="button">Still here</button>
      </>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.somethingWentWrong);
    expect(screen.queryByText(/broke while drawing/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Still here' })).toBeInTheDocument();
  });

  it('draws its part when nothing fails', () => {
    render(
      <PartErrorBoundary>
        <p>The part</p>
      </PartErrorBoundary>,
    );

    expect(screen.getByText('The part')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
