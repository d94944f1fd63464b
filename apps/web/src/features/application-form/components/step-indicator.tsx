import './step-indicator.css';
import { APPLICATION_SECTIONS } from '@/lib/application-sections/application-sections';

interface StepIndicatorProps {
  current: number;
  /** The furthest step the applicant may go to: every step up to it is a link (APP-71). */
  reached: number;
  onSelect(step: number): void;
}

/**
 * The form's steps as an ordered list; the current one carries aria-current="step", and every
 * other step up to the furthest reached is a link to it.
 */
export function StepIndicator({ current, reached, onSelect }: StepIndicatorProps) {
  return (
    <nav aria-label="Application steps" className="mb-3">
      <ol className="application-steps list-unstyled d-flex flex-wrap gap-2 mb-0">
        {APPLICATION_SECTIONS.map(({ key, title }, index) => {
          const label = `${index + 1}. ${title}`;
          return (
            <li
              key={key}
              aria-current={index === current ? 'step' : undefined}
              className={`application-steps__item${index === current ? ' application-steps__item--current' : ''}`}
            >
              {index !== current && index <= Math.max(reached, current) ? (
                <button type="button" className="btn btn-link p-0" onClick={() => onSelect(index)}>
                  {label}
                </button>
              ) : (
                <span>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
