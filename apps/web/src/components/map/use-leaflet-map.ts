import { useCallback, useState } from 'react';
import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import { ONEMAP_MIN_ZOOM } from './base-layers';
import { L } from './leaflet';

// MAP-1, CONST-20: a Leaflet map kept within Singapore's bounding box and opened on its centre at
// the initial zoom. Made by a ref callback, so the map lives exactly as long as its element; the
// map is null until then. MAP-27: Leaflet measures its element once and again only on a window
// resize, so a change of layout around it (a scroll bar, a panel, a font arriving) would leave
// clicks, tiles and the screenshot sized for the old box; the map re-measures whenever its element
// does.

const { singaporeBounds, singaporeCentre, mapInitialZoom, mapMaxZoom } = PORTAL_CONSTANTS;

function createMap(element: HTMLElement): L.Map {
  const map = L.map(element, {
    center: [singaporeCentre.lat, singaporeCentre.lng],
    zoom: mapInitialZoom,
    minZoom: ONEMAP_MIN_ZOOM,
    maxZoom: mapMaxZoom,
    maxBounds: L.latLngBounds(
      [singaporeBounds.southWest.lat, singaporeBounds.southWest.lng],
      [singaporeBounds.northEast.lat, singaporeBounds.northEast.lng],
    ),
    // The edge of the box is a wall, not a spring: the map never shows what lies beyond.
    maxBoundsViscosity: 1,
  });
  L.control.scale({ imperial: false }).addTo(map);
  return map;
}

/** Where the browser has no ResizeObserver, the map keeps Leaflet's own window-resize handling. */
function followElementSize(element: HTMLElement, map: L.Map): ResizeObserver | undefined {
  if (typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(() => map.invalidateSize());
  observer.observe(element);
  return observer;
}

export function useLeafletMap(): [
  mapElementRef: (element: HTMLElement | null) => (() => void) | undefined,
  map: L.Map | null,
] {
  const [map, setMap] = useState<L.Map | null>(null);
  const mapElementRef = useCallback((element: HTMLElement | null) => {
    if (!element) return undefined;
    const created = createMap(element);
    const resized = followElementSize(element, created);
    setMap(created);
    return () => {
      resized?.disconnect();
      setMap(null);
      created.remove();
    };
  }, []);
  return [mapElementRef, map];
}
