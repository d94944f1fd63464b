import { useCallback, useEffect, useState } from 'react';
import { startIdleWatcher } from './idle-watcher';

/**
 * True once `timeoutMs` pass without a click, load or keydown while `watching` holds.
 * `resume` starts a new count (after the user chose to stay).
 */
export function useIdleTimeout(watching: boolean, timeoutMs: number) {
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if (!watching || idle) return;
    const watcher = startIdleWatcher({ timeoutMs, onIdle: () => setIdle(true) });
    return () => watcher.stop();
  }, [watching, idle, timeoutMs]);

  const resume = useCallback(() => setIdle(false), []);
  return { idle: watching && idle, resume };
}
