/** The interactions that count as "the user is still here" (ACC-13). */
const INTERACTION_EVENTS = ['click', 'load', 'keydown'] as const;

export interface IdleWatcher {
  stop(): void;
}

/**
 * Records the last interaction and calls `onIdle` once `timeoutMs` pass without one. Every
 * interaction restarts the count; after `onIdle` the watcher stays quiet until started again.
 */
export function startIdleWatcher(options: {
  timeoutMs: number;
  onIdle: () => void;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}): IdleWatcher {
  const target = options.target ?? window;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    clearTimeout(timer);
    for (const event of INTERACTION_EVENTS) target.removeEventListener(event, recordInteraction);
  };
  const becomeIdle = () => {
    stop();
    options.onIdle();
  };
  function recordInteraction() {
    clearTimeout(timer);
    timer = setTimeout(becomeIdle, options.timeoutMs);
  }

  for (const event of INTERACTION_EVENTS) target.addEventListener(event, recordInteraction);
  recordInteraction();
  return { stop };
}
