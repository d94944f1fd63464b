import { useCallback, useEffect, useState } from 'react';

const TICK_MS = 1_000;

/**
 * Whole seconds left until a deadline, ticking once a second. Counted from the clock rather than
 * by decrementing, so a tab the browser throttled in the background still shows the right time.
 */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState<number | undefined>(undefined);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === undefined) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1_000);
  }, []);

  const secondsLeft = deadline === undefined ? 0 : Math.max(0, Math.ceil((deadline - now) / 1_000));
  return { secondsLeft, start };
}
