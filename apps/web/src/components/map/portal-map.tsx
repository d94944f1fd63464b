import { useEffect, useMemo, useRef, useState } from 'react';
import { licenceMapScreenshotFileName, PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import type { ApplicationLocation, CoordinatePair } from '@aviation-permits/domain/geo';
import { addBaseLayers, ONEMAP_DEFAULT_BASE_URL, TILES_FAILED_NOTICE } from './base-layers';
import { createLocationEditor } from './location-editor';
import type { LocationEditor } from './location-editor';
import { LocationSummary } from './location-summary';
import { describeLocation } from './location-text';
import { MapSearchBox } from './map-search-box';
import { NearestAddress } from './nearest-address';
import { createMapScreenshotter, saveImage } from './map-screenshot';
import type { MapScreenshotter } from './map-screenshot';
import type { PortalMapProps } from './portal-map-props';
import { ScreenshotButton } from './screenshot-button';
import { useLeafletMap } from './use-leaflet-map';
import { groupZonesByKind, highlightedZones, NO_ZONES } from './zone-groups';
import { createZoneHighlight } from './zone-highlight';
import type { ZoneHighlight } from './zone-highlight';
import { ZoneOverlayList } from './zone-overlay-list';
import { createZoneOverlays } from './zone-overlays';
import type { ZoneOverlays } from './zone-overlays';
import './portal-map.css';

// MAP-1 to MAP-6, MAP-15, MAP-16: the portal's map of Singapore. The location can be drawn, found by
// address or typed; the three ways feed one state, held by LazyPortalMap, which the Leaflet layer,
// the coordinates form and the summary all show. Loaded lazily (see lazy-portal-map.tsx): this
// module pulls in Leaflet, so the coordinates form (the way without the map) lives outside it.

function screenshotFileName(productName: string): string {
  return `${licenceMapScreenshotFileName(productName)}.${PORTAL_CONSTANTS.screenshot.imageType}`;
}

export default function PortalMap({
  label = 'Map of Singapore',
  value,
  onChange,
  readOnly = false,
  zones,
  zonesLoading = false,
  highlightedZoneIds,
  zoneKindLabels,
  tileBaseUrl = ONEMAP_DEFAULT_BASE_URL,
  searchClient,
  productName,
  screenshotCaption,
  attachScreenshot,
  height = '28rem',
}: PortalMapProps) {
  const [mapElementRef, map] = useLeafletMap();
  const [tilesFailed, setTilesFailed] = useState(false);

  // The location is the value LazyPortalMap holds (use-map-location.ts), which the coordinates form
  // beside the map also sets; the map hands each change back to it.
  const location = value;
  const onChangeRef = useRef(onChange);
  const locationRef = useRef(location);
  useEffect(() => {
    onChangeRef.current = onChange;
    locationRef.current = location;
  });
  function change(next: ApplicationLocation | undefined) {
    onChangeRef.current?.(next);
  }
  // A refused drawing is explained until the location changes, whichever way it is changed.
  const [refusal, setRefusal] = useState<{ message: string; location: typeof location }>();
  const refusalMessage = refusal && refusal.location === location ? refusal.message : '';

  useEffect(() => {
    if (!map) return undefined;
    return addBaseLayers(map, tileBaseUrl, () => setTilesFailed(true));
  }, [map, tileBaseUrl]);

  const editor = useRef<LocationEditor | null>(null);
  useEffect(() => {
    if (!map) return undefined;
    const created = createLocationEditor(map, {
      editable: !readOnly,
      onDrawn: (drawn) => change(drawn),
      onRefused: (message) => setRefusal({ message, location: locationRef.current }),
    });
    editor.current = created;
    return () => {
      editor.current = null;
      created.destroy();
    };
  }, [map, readOnly]);
  useEffect(() => {
    editor.current?.show(location);
  }, [map, readOnly, location]);

  const awaitingZones = zonesLoading && !zones;
  const zoneGroups = useMemo(
    () => groupZonesByKind(awaitingZones ? NO_ZONES : zones, zoneKindLabels),
    [awaitingZones, zones, zoneKindLabels],
  );
  const [hiddenKinds, setHiddenKinds] = useState<ReadonlySet<string>>(new Set());
  const overlays = useRef<ZoneOverlays | null>(null);
  useEffect(() => {
    if (!map) return undefined;
    const created = createZoneOverlays(map, zoneGroups);
    overlays.current = created;
    return () => {
      overlays.current = null;
      created.destroy();
    };
  }, [map, zoneGroups]);
  useEffect(() => {
    overlays.current?.setHidden(hiddenKinds);
  }, [map, zoneGroups, hiddenKinds]);

  const highlightKey = JSON.stringify(highlightedZoneIds ?? []);
  const highlighted = useMemo(
    () => highlightedZones(zoneGroups, JSON.parse(highlightKey) as string[]),
    [zoneGroups, highlightKey],
  );
  const highlight = useRef<ZoneHighlight | null>(null);
  useEffect(() => {
    if (!map) return undefined;
    const created = createZoneHighlight(map);
    highlight.current = created;
    return () => {
      highlight.current = null;
      created.destroy();
    };
  }, [map]);
  useEffect(() => {
    highlight.current?.show(highlighted);
  }, [map, highlighted]);

  function toggleZone(kind: string, visible: boolean) {
    const next = new Set(hiddenKinds);
    if (visible) next.delete(kind);
    else next.add(kind);
    setHiddenKinds(next);
  }

  const caption = screenshotCaption ?? (location ? describeLocation(location) : null);
  const captionRef = useRef(caption);
  useEffect(() => {
    captionRef.current = caption;
  });
  const screenshotter = useRef<MapScreenshotter | null>(null);
  useEffect(() => {
    if (!map) return undefined;
    const created = createMapScreenshotter(map, () => captionRef.current);
    screenshotter.current = created;
    return () => {
      screenshotter.current = null;
      created.remove();
    };
  }, [map]);

  function placeFound(position: CoordinatePair) {
    change({ kind: 'point', point: position });
  }

  return (
    <div className="portal-map">
      {!readOnly && searchClient && <MapSearchBox client={searchClient} onChoose={placeFound} />}
      {map && productName && (
        <ScreenshotButton
          fileName={screenshotFileName(productName)}
          take={() => screenshotter.current?.take() ?? Promise.reject(new Error('No map.'))}
          save={saveImage}
          attach={attachScreenshot}
        />
      )}
      <div className="portal-map__frame">
        <div
          ref={mapElementRef}
          className="portal-map__canvas"
          role="region"
          aria-label={label}
          style={{ height }}
        />
      </div>
      <div role="status" className="portal-map__notice">
        {tilesFailed && <p className="mb-0">{TILES_FAILED_NOTICE}</p>}
      </div>
      {refusalMessage && (
        <p role="alert" className="text-danger mb-1">
          {refusalMessage}
        </p>
      )}
      <LocationSummary location={location} />
      {!readOnly && searchClient && <NearestAddress client={searchClient} location={location} />}
      {highlighted.length > 0 && (
        <p className="portal-map__highlighted">
          Highlighted on the map: {highlighted.map(({ text }) => text).join('; ')}
        </p>
      )}
      <ZoneOverlayList
        groups={zoneGroups}
        loading={awaitingZones}
        hiddenKinds={hiddenKinds}
        onToggle={toggleZone}
      />
    </div>
  );
}
