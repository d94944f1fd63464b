import type { ReactNode } from 'react';
import { Masthead } from '@/components/masthead';
import { ScamBanner } from '@/components/scam-banner';

/**
 * The banner landmark: government masthead, scam warning, the authority's name (`brand`, a link
 * home where the router is available) and the navigation (`children`).
 */
export function SiteHeader({ brand, children }: { brand: ReactNode; children?: ReactNode }) {
  return (
    <header className="portal-header">
      <Masthead />
      <ScamBanner />
      <div className="container-fluid portal-brand">{brand}</div>
      {children}
    </header>
  );
}
