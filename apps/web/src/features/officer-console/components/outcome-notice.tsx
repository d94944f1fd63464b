import { useRef, useState } from 'react';

/**
 * What a change on a console list came to (OFF-36): a success line that takes the focus, so a
 * keyboard or screen-reader user hears it once the list below has changed.
 */
export function useOutcomeNotice() {
  const [outcome, setOutcome] = useState<string>();
  const ref = useRef<HTMLParagraphElement>(null);
  return {
    announce(text: string) {
      setOutcome(text);
      requestAnimationFrame(() => ref.current?.focus());
    },
    clear: () => setOutcome(undefined),
    notice: outcome && (
      <p ref={ref} tabIndex={-1} className="alert alert-success" role="status">
        {outcome}
      </p>
    ),
  };
}
