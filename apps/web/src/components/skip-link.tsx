import { MAIN_CONTENT_ID } from './main-content-id';

/** First focusable element of every page: keyboard users jump past the header (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <a className="portal-skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
