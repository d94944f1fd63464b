/**
 * Stands in for the human-check Web Worker in jsdom (which has no workers): it announces itself
 * ready like the real one, or stays silent to play a worker whose script never loaded.
 */
export function fakeWorkerFactory(behaviour: 'ready' | 'silent'): () => Worker {
  return () => {
    const target = new EventTarget();
    if (behaviour === 'ready') {
      queueMicrotask(() =>
        target.dispatchEvent(new MessageEvent('message', { data: { type: 'ready' } })),
      );
    }
    return Object.assign(target, {
      postMessage: () => undefined,
      terminate: () => undefined,
    }) as unknown as Worker;
  };
}
