import { useEffect, useRef } from 'react';
import {
  APPLICATION_SECTIONS,
  type SectionKey,
} from '@/lib/application-sections/application-sections';

export interface SummaryItem {
  field: string;
  message: string;
  section: SectionKey;
}

const TITLES = Object.fromEntries(APPLICATION_SECTIONS.map(({ key, title }) => [key, title]));

/**
 * Every message that stops the submission, each with a button that opens its step at the field,
 * focused after each attempt so keyboard and screen-reader users start from it.
 */
export function ErrorSummary({
  items,
  attempt,
  onGoTo,
}: {
  items: readonly SummaryItem[];
  attempt: number;
  onGoTo(item: SummaryItem): void;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) box.current?.focus();
  }, [attempt]);
  if (items.length === 0) return null;
  return (
    <div ref={box} className="alert alert-danger" role="alert" tabIndex={-1}>
      <h2 className="h5">Please correct the following:</h2>
      <ul className="mb-0">
        {items.map((item) => (
          <li key={`${item.field}:${item.message}`}>
            {item.message}{' '}
            <button type="button" className="btn btn-link p-0" onClick={() => onGoTo(item)}>
              Go to {TITLES[item.section]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
