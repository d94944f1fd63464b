import { useEffect, useRef } from 'react';
import { fieldId } from './profile-field';

export interface SummaryItem {
  field: string;
  message: string;
}

/**
 * After a submit with errors: every message in one list, each a link to its field, focused so
 * keyboard and screen-reader users start from it (GOV.UK / SGDS error summary pattern).
 */
export function ErrorSummary({ items, attempt }: { items: SummaryItem[]; attempt: number }) {
  const heading = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) heading.current?.focus();
  }, [attempt]);
  if (items.length === 0) return null;
  return (
    <div ref={heading} className="alert alert-danger" role="alert" tabIndex={-1}>
      <h2 className="h5">Please correct the following:</h2>
      <ul className="mb-0">
        {items.map((item) => (
          <li key={item.field}>
            <a href={`#${fieldId(item.field)}`}>{item.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
