import { applicationLocationSchema } from '@aviation-permits/domain/geo';
import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import type { ApplicationLocation } from '@aviation-permits/domain/geo';
import { addDrawingToolbar } from './drawing-toolbar';
import { L } from './leaflet';
import { layerOfLocation, locationOfLayer } from './location-layers';

// MAP-5: the one location on the map, and (when editable) geoman's tools to draw it as a point, a
// circle or an area, edit it and remove it. A new drawing replaces the old one. Every drawing is
// judged by the domain's location schema before the page hears of it.

export interface LocationEditorOptions {
  editable: boolean;
  /** A drawing, edit or removal the schema accepts (undefined: the shape was removed). */
  onDrawn(location: ApplicationLocation | undefined): void;
  /** A drawing the schema refuses (say, a circle larger than allowed), with its message. */
  onRefused(message: string): void;
}

export interface LocationEditor {
  /** Shows a location; the view moves to it unless it is already on the map. */
  show(location: ApplicationLocation | undefined): void;
  destroy(): void;
}

const FIT_PADDING: L.PointTuple = [24, 24];

export function createLocationEditor(map: L.Map, options: LocationEditorOptions): LocationEditor {
  const group = L.featureGroup().addTo(map);
  let shown: ApplicationLocation | undefined;

  function place(location: ApplicationLocation | undefined, fit: boolean) {
    shown = location;
    group.clearLayers();
    if (!location) return;
    const layer = layerOfLocation(location);
    if (options.editable) layer.on('pm:edit', () => report(layer));
    group.addLayer(layer);
    if (fit) fitView(map, layer);
  }

  function report(layer: L.Layer) {
    const parsed = applicationLocationSchema.safeParse(locationOfLayer(layer));
    if (!parsed.success) {
      options.onRefused(parsed.error.issues[0]?.message ?? 'This shape cannot be used.');
      place(shown, false);
      return;
    }
    shown = parsed.data;
    options.onDrawn(parsed.data);
  }

  function onCreate({ layer }: { layer: L.Layer }) {
    group.eachLayer((other) => {
      if (other !== layer) group.removeLayer(other);
    });
    group.addLayer(layer);
    layer.on('pm:edit', () => report(layer));
    report(layer);
  }

  function onRemove({ layer }: { layer: L.Layer }) {
    group.removeLayer(layer);
    if (group.getLayers().length > 0) return;
    shown = undefined;
    options.onDrawn(undefined);
  }

  if (options.editable) {
    map.pm.setGlobalOptions({
      layerGroup: group,
      continueDrawing: false,
      allowSelfIntersection: false,
    });
    addDrawingToolbar(map);
    map.on('pm:create', onCreate);
    map.on('pm:remove', onRemove);
  }

  return {
    show(location) {
      if (JSON.stringify(location) === JSON.stringify(shown)) return;
      place(location, true);
    },
    destroy() {
      if (options.editable) {
        map.off('pm:create', onCreate);
        map.off('pm:remove', onRemove);
        map.pm.removeControls();
      }
      map.removeLayer(group);
    },
  };
}

/** A point is shown close up, as a found address is; a circle or an area fills the view. */
function fitView(map: L.Map, layer: L.Layer) {
  if (layer instanceof L.Marker) {
    map.setView(layer.getLatLng(), PORTAL_CONSTANTS.mapFoundLocationZoom);
  } else if (layer instanceof L.Circle || layer instanceof L.Polygon) {
    map.fitBounds(layer.getBounds(), {
      padding: FIT_PADDING,
      maxZoom: PORTAL_CONSTANTS.mapMaxZoom,
    });
  }
}
