import { useCallback, useState } from 'react';

/**
 * Whether the element has been in the viewport at least once (PERF-11). Where the browser has no
 * IntersectionObserver, as if it had: what waits for the view is then not held back for ever.
 */
export function useInView<T extends Element>(): [
  (element: T | null) => (() => void) | undefined,
  boolean,
] {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  const observe = useCallback((element: T | null) => {
    if (element === null || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      setSeen(true);
      observer.disconnect();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [observe, seen];
}
