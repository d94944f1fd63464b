import type { ReactNode } from 'react';

/** A link that leaves the portal: opens in a new tab, says so to screen readers, no opener access. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
