import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { notify } from '@/lib/toast/notify';
import { ToastRegion } from './toast-region';

// PERF-8: react-toastify loads with the first toast. This file runs in a fresh module registry, so
// nothing has loaded it yet when the test starts.
describe('toast region (ROUTE-37 to ROUTE-39, loaded on first use)', () => {
  it('draws no container until a toast is asked for, then shows that first toast', async () => {
    const { container } = render(<ToastRegion />);
    expect(container.querySelector('.Toastify')).toBeNull();

    act(() => notify('First toast of the visit', { appearance: 'success' }));

    const toastElement = await screen.findByText('First toast of the visit', undefined, {
      timeout: 10_000,
    });
    expect(toastElement.closest('.Toastify__toast')).toHaveClass('Toastify__toast--success');
  });
});
