import { useEffect, useRef } from 'react';

// The form kit's error summary (APP-81): after a refused submit, every message in one list, focused
// so keyboard and screen-reader users start from it (GOV.UK / SGDS error summary pattern). Each
// message links to its field, or carries a button when the field is on another step.

export interface ErrorSummaryItem {
  key: string;
  message: string;
  /** The id of the field's control, linked from the message. */
  fieldId?: string;
  /** A button after the message, for a field not on the page (another step). */
  action?: { label: string; onClick(): void };
}

const ERROR_SUMMARY_TITLE = 'Please correct the following:';

export function ErrorSummary({
  items,
  attempt,
}: {
  items: readonly ErrorSummaryItem[];
  /** Counts the refused submits: each one moves the focus to the summary again. */
  attempt: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0) box.current?.focus();
  }, [attempt]);
  if (items.length === 0) return null;
  return (
    <div ref={box} className="alert alert-danger" role="alert" tabIndex={-1}>
      <h2 className="h5">{ERROR_SUMMARY_TITLE}</h2>
      <ul className="mb-0">
        {items.map((item) => (
          <li key={item.key}>
            {item.fieldId ? <a href={`#${item.fieldId}`}>{item.message}</a> : item.message}
            {item.action && (
              <>
                {' '}
                <button type="button" className="btn btn-link p-0" onClick={item.action.onClick}>
                  {item.action.label}
                </button>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
