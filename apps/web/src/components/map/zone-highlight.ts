import type { FeatureCollection } from 'geojson';
import { L } from './leaflet';
import type { HighlightedZone } from './zone-groups';

// ENQ-3: the zone that decided the Enquiry Tool's answer, drawn over the zone overlays in its
// kind's colour with a heavy dashed outline, whether or not its kind is switched on. Its own pane
// sits just above the overlays; it takes no clicks, so drawing on the map works through it.

const HIGHLIGHT_PANE = 'portal-zone-highlight';
/** Leaflet's overlay pane is 400, its marker pane 600. */
const HIGHLIGHT_PANE_Z_INDEX = '410';
const HIGHLIGHT_STYLE = { weight: 4, opacity: 1, dashArray: '8 6', fillOpacity: 0.25 } as const;

export interface ZoneHighlight {
  show(zones: readonly HighlightedZone[]): void;
  destroy(): void;
}

export function createZoneHighlight(map: L.Map): ZoneHighlight {
  const pane = map.getPane(HIGHLIGHT_PANE) ?? map.createPane(HIGHLIGHT_PANE);
  pane.style.zIndex = HIGHLIGHT_PANE_Z_INDEX;
  let layers: L.Layer[] = [];

  function clear() {
    for (const layer of layers) map.removeLayer(layer);
    layers = [];
  }

  return {
    show(zones) {
      clear();
      layers = zones.map(({ feature, colour }) => {
        const style = { ...HIGHLIGHT_STYLE, color: colour, fillColor: colour };
        const collection: FeatureCollection = { type: 'FeatureCollection', features: [feature] };
        return L.geoJSON(collection, {
          pane: HIGHLIGHT_PANE,
          interactive: false,
          pmIgnore: true,
          style: () => style,
          pointToLayer: (_feature, latLng) =>
            L.circleMarker(latLng, { ...style, radius: 8, pane: HIGHLIGHT_PANE, pmIgnore: true }),
        }).addTo(map);
      });
    },
    destroy: clear,
  };
}
