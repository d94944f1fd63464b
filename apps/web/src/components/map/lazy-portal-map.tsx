import { lazy, Suspense, useEffect, useRef } from 'react';
import type { ApplicationLocation } from '@aviation-permits/domain/geo';
import { PartErrorBoundary } from '@/components/part-error-boundary';
import { CoordinatesForm } from './coordinates-form';
import { LocationSummary } from './location-summary';
import type { PortalMapProps } from './portal-map-props';
import { useInView } from './use-in-view';
import { useMapLocation } from './use-map-location';
import { groupZonesByKind, NO_ZONES } from './zone-groups';
import { ZoneOverlayList } from './zone-overlay-list';
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
  const placeholder = (elementRef?: MapPlaceholderProps['elementRef']) => (
    <MapPlaceholder
      height={height}
      elementRef={elementRef}
      location={location}
      showsZones={Boolean(props.zones ?? props.zonesLoading)}
      zoneKindLabels={props.zoneKindLabels}
    />
  );
  return (
    <div className="portal-map-lazy">
      {wanted ? (
        // A map whose chunk fails says so in its place, still saying what is selected; the
        // coordinates form goes on (ROUTE-46).
        <PartErrorBoundary alongside={<LocationSummary location={location} />}>
          <Suspense fallback={placeholder()}>
            <PortalMap {...props} value={location} onChange={change} />
          </Suspense>
        </PartErrorBoundary>
      ) : (
        placeholder(placeholderRef)
      )}
      {!props.readOnly && <CoordinatesForm value={location} onApply={change} />}
    </div>
  );
}

interface MapPlaceholderProps {
  height: string;
  elementRef?: ((element: HTMLParagraphElement | null) => (() => void) | undefined) | undefined;
  location: ApplicationLocation | undefined;
  /** The map will show zones: their legend waits in its place. */
  showsZones: boolean;
  zoneKindLabels?: Readonly<Record<string, string>> | undefined;
}

/**
 * The map's place while it loads, announced politely: its size, and the lines the map shows under
 * itself (what is selected, the zones' legend), so that nothing below moves when the map arrives.
 */
function MapPlaceholder({
  height,
  elementRef,
  location,
  showsZones,
  zoneKindLabels,
}: MapPlaceholderProps) {
  return (
    <>
      <p ref={elementRef} role="status" className="portal-map-lazy__loading" style={{ height }}>
        Loading the map…
      </p>
      <LocationSummary location={location} />
      {showsZones && (
        <ZoneOverlayList
          groups={groupZonesByKind(NO_ZONES, zoneKindLabels)}
          loading
          hiddenKinds={NO_HIDDEN_KINDS}
          onToggle={ignoreToggle}
        />
      )}
    </>
  );
}

const NO_HIDDEN_KINDS: ReadonlySet<string> = new Set();
const ignoreToggle = () => undefined;
