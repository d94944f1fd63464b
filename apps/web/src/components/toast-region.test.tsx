import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { notify, TOAST_SHOWN_WAIT_LIMIT_MS } from '@/lib/toast/notify';
import { loadToastLibrary } from '@/lib/toast/toast-library';
import { ToastRegion } from './toast-region';

// PERF-8: react-toastify loads with the first toast. This file runs in a fresh module registry, so
// nothing has loaded it yet when the test starts.
describe('toast region (ROUTE-37 to ROUTE-39, loaded on first use)', () => {
  it('draws no container until a toast is asked for, then shows that first toast', async () => {
    const { container } = render(<ToastRegion />);
    expect(container.querySelector('.Toastify')).toBeNull();

    act(() => {
      void notify('First toast of the visit', { appearance: 'success' });
    });

    const toastElement = await screen.findByText('First toast of the visit', undefined, {
      timeout: 10_000,
    });
    expect(toastElement.closest('.Toastify__toast')).toHaveClass('Toastify__toast--success');
  });

  it('notify settles when the region has taken the toast in, not when it was asked for (ERR-8)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;
    const shown = notify('Asked for before the region exists').then(() => {
      settled = true;
    });
    try {
      // The library is there and has the toast, but with no region nothing can show it: until
      // the wait's limit, notify has not settled.
      await loadToastLibrary();
      await vi.advanceTimersByTimeAsync(TOAST_SHOWN_WAIT_LIMIT_MS - 1);
      expect(settled).toBe(false);
    } finally {
      // The limit's timer stays on the fake clock: only the region can settle notify now.
      vi.useRealTimers();
    }

    render(<ToastRegion />);
    await act(() => shown);
    expect(settled).toBe(true);
    expect(await screen.findByText('Asked for before the region exists')).toBeInTheDocument();
  });

  it(`notify settles after ${TOAST_SHOWN_WAIT_LIMIT_MS} ms when no region ever shows the toast`, async () => {
    cleanup();
    await loadToastLibrary();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let settled = false;
      const shown = notify('Nowhere to show').then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(TOAST_SHOWN_WAIT_LIMIT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await shown;
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
