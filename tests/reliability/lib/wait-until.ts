import { setTimeout as sleep } from 'node:timers/promises';

const POLL_MS = 1_000;

/** Asks `probe` once a second until it gives a value or `timeoutMs` passes (then undefined). */
export async function waitUntil<T>(
  timeoutMs: number,
  probe: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined || Date.now() >= deadline) return value;
    await sleep(POLL_MS);
  }
}

/** Waits until the clock reads `time` (ms); at once if it has passed. */
export async function sleepUntil(time: number): Promise<void> {
  await sleep(Math.max(0, time - Date.now()));
}
