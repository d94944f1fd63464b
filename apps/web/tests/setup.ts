// Adds the DOM matchers (toBeInTheDocument, toHaveAttribute, …) and unmounts after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

afterEach(() => {
  cleanup();
});

// Toasts load react-toastify with the first toast (PERF-8). Its modules are read once per file
// here, so a test's first toast is not timed against a cold module transform; nothing is
// mounted or marked as loaded.
beforeAll(async () => {
  await Promise.all([import('react-toastify/unstyled'), import('@/components/toast-container')]);
});
