/**
 * Races a route chunk's dynamic import against a time-out (ROUTE-22: 120 s), so a chunk that
 * never arrives ends in the router's error page instead of an endless loading overlay.
 */
export function importWithTimeout<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`A part of the page did not load within ${timeoutMs / 1000} s.`)),
      timeoutMs,
    );
  });
  return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
}
