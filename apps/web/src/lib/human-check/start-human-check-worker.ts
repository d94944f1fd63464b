import { isWorkerReadyMessage } from './worker-messages';

/**
 * Starts a solver worker and resolves once its code has loaded and it listens, so a worker that
 * never becomes ready (script blocked, chunk missing) is noticed within `readyTimeoutMs`.
 */
export function startHumanCheckWorker(
  createWorker: () => Worker,
  readyTimeoutMs: number,
): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const worker = createWorker();
    const fail = (reason: string) => {
      clearTimeout(timer);
      worker.terminate();
      reject(new Error(`Human-check worker not ready: ${reason}`));
    };
    const timer = setTimeout(() => fail(`no answer within ${readyTimeoutMs} ms`), readyTimeoutMs);
    worker.addEventListener('error', (event) => fail(event.message || 'script error'), {
      once: true,
    });
    const onMessage = (event: MessageEvent) => {
      if (!isWorkerReadyMessage(event.data)) return;
      clearTimeout(timer);
      worker.removeEventListener('message', onMessage);
      resolve(worker);
    };
    worker.addEventListener('message', onMessage);
  });
}

/** The bundled worker script; Vite emits it as its own chunk. */
export function createBundledHumanCheckWorker(): Worker {
  return new Worker(new URL('./human-check.worker.ts', import.meta.url), {
    type: 'module',
    name: 'human-check',
  });
}
