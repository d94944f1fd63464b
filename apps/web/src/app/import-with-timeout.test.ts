import { afterEach, describe, expect, it, vi } from 'vitest';
import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import { importWithTimeout } from './import-with-timeout';

const CHUNK_TIMEOUT_MS = PORTAL_CONSTANTS.chunkLoadTimeoutMs;

afterEach(() => {
  vi.useRealTimers();
});

describe('importWithTimeout', () => {
  it('answers with the chunk when it arrives in time', async () => {
    const chunk = { Component: () => null };

    await expect(importWithTimeout(async () => chunk, CHUNK_TIMEOUT_MS)).resolves.toBe(chunk);
  });

  it(`fails when the chunk has not arrived after ${CHUNK_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    const outcome = importWithTimeout(() => new Promise<never>(() => undefined), CHUNK_TIMEOUT_MS)
      .then(() => 'loaded')
      .catch((error: Error) => error.message);

    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('A part of the page did not load within 120 s.');
  });

  it('passes on a failed import as it is', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');

    await expect(importWithTimeout(() => Promise.reject(failure), CHUNK_TIMEOUT_MS)).rejects.toBe(
      failure,
    );
  });
});
