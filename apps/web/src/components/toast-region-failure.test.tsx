import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ERROR_MESSAGES } from '@aviation-permits/domain/messages';
import { notify } from '@/lib/toast/notify';
import { ToastRegion } from './toast-region';

// ROUTE-46: when the toasts' container fails, the region says so in the portal's words and
// the page around it keeps working.

vi.mock('./toast-container', () => ({
  default: () => {
    throw new Error('The toast container broke while drawing');
  },
}));

describe('the toast region whose container fails (ROUTE-46)', () => {
  it("shows the portal's message and leaves the page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <button type="button">Still here</button>
        <ToastRegion />
      </>,
    );

    act(() => {
      void notify('A toast that cannot be shown');
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.somethingWentWrong);
    expect(screen.getByRole('button', { name: 'Still here' })).toBeInTheDocument();
  });
});
