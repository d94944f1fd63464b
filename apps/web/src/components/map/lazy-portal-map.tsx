import { lazy, Suspense } from 'react';
import type { PortalMapProps } from './portal-map-props';

// What pages use (PERF-10): Leaflet, its plugins and their stylesheets arrive in their own chunk
// when a page first renders a map, so pages without one never load them.

const PortalMap = lazy(() => import('./portal-map'));

export function LazyPortalMap(props: PortalMapProps) {
  return (
    <Suspense
      fallback={
        <p
          role="status"
          className="portal-map__loading"
          style={{ minHeight: props.height ?? '28rem' }}
        >
          Loading the map…
        </p>
      }
    >
      <PortalMap {...props} />
    </Suspense>
  );
}
