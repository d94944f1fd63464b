import { lazy, Suspense, useEffect, useRef } from 'react';
import { CoordinatesForm } from './coordinates-form';
import type { PortalMapProps } from './portal-map-props';
import { useInView } from './use-in-view';
import { useMapLocation } from './use-map-location';
import './lazy-portal-map.css';

// What pages use (PERF-10, PERF-11): Leaflet, its plugins, the offline outline and their
// stylesheets arrive in their own chunk, so pages without a map never load them; with
// `loading="in-view"` the chunk is asked for only when the map's place first scrolls into view,
// so the rest of the page becomes usable without waiting for it. Until the map has arrived a
// placeholder of its size says it is loading, and the coordinates form (MAP-5), which needs no
// map, is already there, below it as on the loaded map.

const PortalMap = lazy(() => import('./portal-map'));

// The search box and the screenshot button above an editable map, as Chromium lays them out at
// 412 and 1350 px wide (the map itself arrives below them).
const CONTROLS_HEIGHT = '9.125rem';

export function LazyPortalMap({ loading = 'eager', onLoadStart, ...props }: PortalMapProps) {
  const [location, change] = useMapLocation(props.value, props.onChange);
  const [placeholderRef, inView] = useInView<HTMLParagraphElement>();
  const wanted = loading === 'eager' || inView;
  const onLoadStartRef = useRef(onLoadStart);
  useEffect(() => {
    onLoadStartRef.current = onLoadStart;
  });
  useEffect(() => {
    if (wanted) onLoadStartRef.current?.();
  }, [wanted]);

  // On an editable map the search box and the screenshot button sit above the map itself.
  const height =
    !props.readOnly && props.searchClient
      ? `calc(${props.height ?? '28rem'} + ${CONTROLS_HEIGHT})`
      : (props.height ?? '28rem');
  return (
    <div className="portal-map-lazy">
      {wanted ? (
        <Suspense fallback={<MapPlaceholder height={height} />}>
          <PortalMap {...props} value={location} onChange={change} />
        </Suspense>
      ) : (
        <MapPlaceholder height={height} elementRef={placeholderRef} />
      )}
      {!props.readOnly && <CoordinatesForm value={location} onApply={change} />}
    </div>
  );
}

interface MapPlaceholderProps {
  height: string;
  elementRef?: (element: HTMLParagraphElement | null) => (() => void) | undefined;
}

/** The map's place while it loads: its size (no shift when it arrives), announced politely. */
function MapPlaceholder({ height, elementRef }: MapPlaceholderProps) {
  return (
    <p ref={elementRef} role="status" className="portal-map-lazy__loading" style={{ height }}>
      Loading the map…
    </p>
  );
}
