// Adds the DOM matchers (toBeInTheDocument, toHaveAttribute, …) and unmounts after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

afterEach(() => {
  cleanup();
});

// Pages are lazy chunks (ROUTE-22): on a busy two-core machine the first import of a page's
// modules can take several seconds, longer than findBy's default second. A findBy still fails
// when the page never shows what it waits for; it only waits longer before saying so.
configure({ asyncUtilTimeout: 10_000 });

// Toasts load react-toastify with the first toast (PERF-8). Its modules are read once per file
// here, so a test's first toast is not timed against a cold module transform; nothing is
// mounted or marked as loaded.
beforeAll(async () => {
  await Promise.all([import('react-toastify/unstyled'), import('@/components/toast-container')]);
});
