import { useEffect, useRef, useState } from 'react';

/**
 * What a change on a console list came to (OFF-36): a success line that takes the focus, so a
 * keyboard or screen-reader user hears it once the list below has changed.
 */
export function useOutcomeNotice() {
  // A new object for each announcement, so the same words announced twice take the focus twice.
  const [outcome, setOutcome] = useState<{ text: string }>();
  const ref = useRef<HTMLParagraphElement>(null);
  // The focus moves after the commit that draws the line: a frame callback could run before it.
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  return {
    announce: (text: string) => setOutcome({ text }),
    clear: () => setOutcome(undefined),
    notice: outcome && (
      <p ref={ref} tabIndex={-1} className="alert alert-success" role="status">
        {outcome.text}
      </p>
    ),
  };
}
