/** Posted once by the worker when its code has loaded and it listens for challenges. */
export const HUMAN_CHECK_WORKER_READY = { type: 'ready' } as const;

export function isWorkerReadyMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'ready';
}
