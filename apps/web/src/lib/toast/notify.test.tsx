import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { ToastRegion } from '@/components/toast-region';
import { notify } from './notify';

function progressBarOf(message: string): HTMLElement | null {
  return (
    screen.getByText(message).closest('.Toastify__toast')?.querySelector('[role="progressbar"]') ??
    null
  );
}

afterEach(() => {
  act(() => toast.dismiss());
});

describe('toasts (ROUTE-37 to ROUTE-39)', () => {
  it('appear bottom-center, 320 px wide (max 500 px), fading in over 0.5 s', async () => {
    render(<ToastRegion />);
    act(() => {
      void notify('Saved');
    });

    const toastElement = (await screen.findByText('Saved')).closest('.Toastify__toast');
    const container = toastElement?.closest('.Toastify__toast-container');
    expect(container).toHaveClass('Toastify__toast-container--bottom-center');
    expect(container).toHaveStyle({
      '--toastify-toast-width': '320px',
      '--portal-toast-max-width': '500px',
      '--portal-toast-fade-in': '500ms',
    });
    expect(toastElement).toHaveClass('portal-toast-fade-in');
  });

  it('close themselves after 5000 ms by default', async () => {
    render(<ToastRegion />);
    act(() => {
      void notify('Default delay');
    });

    await screen.findByText('Default delay');
    expect(progressBarOf('Default delay')).toHaveStyle({ animationDuration: '5000ms' });
  });

  it('close after the delay the caller gives, or stay until closed', async () => {
    render(<ToastRegion />);
    act(() => {
      void notify('Quick', { autoDismissMs: 2000 });
      void notify('Stays', { autoDismissMs: false });
    });

    await screen.findByText('Stays');
    expect(progressBarOf('Quick')).toHaveStyle({ animationDuration: '2000ms' });
    // No timer runs for a toast that waits for the user.
    expect(progressBarOf('Stays')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('button', { name: /close/i }).length).toBeGreaterThanOrEqual(2);
  });

  it.each(['default', 'success', 'info', 'error', 'warning'] as const)(
    'show the %s appearance',
    async (appearance) => {
      render(<ToastRegion />);
      act(() => {
        void notify(`A ${appearance} toast`, { appearance });
      });

      const toastElement = (await screen.findByText(`A ${appearance} toast`)).closest(
        '.Toastify__toast',
      );
      expect(toastElement).toHaveClass(`Toastify__toast--${appearance}`);
    },
  );
});
