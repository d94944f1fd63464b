import type { FeatureCollection } from 'geojson';
import { L } from './leaflet';
import { describeZone } from './zone-groups';
import type { ZoneGroup } from './zone-groups';

// MAP-6: one GeoJSON overlay per zone kind, in the kind's legend colour. Zones are information,
// never drawings: geoman leaves them alone, and they stay under the applicant's own shape.
// MAP-23: a zone's name shows on hover; a keyboard user reads the zones, named, in the legend
// (zone-overlay-list.tsx). The tooltip's focus listeners would make every shape an unnamed Tab
// stop in Chromium, so each shape is taken out of the Tab order.

const ZONE_STYLE = { weight: 2, opacity: 0.9, fillOpacity: 0.12 } as const;
const ZONE_POINT_RADIUS_PX = 6;

export interface ZoneOverlays {
  setHidden(hiddenKinds: ReadonlySet<string>): void;
  destroy(): void;
}

export function createZoneOverlays(map: L.Map, groups: readonly ZoneGroup[]): ZoneOverlays {
  const overlays = new Map(
    groups.map((group) => {
      const style = { ...ZONE_STYLE, color: group.colour, fillColor: group.colour };
      const collection: FeatureCollection = { type: 'FeatureCollection', features: group.features };
      const layer = L.geoJSON(collection, {
        pmIgnore: true,
        style: () => style,
        pointToLayer: (_feature, latLng) =>
          L.circleMarker(latLng, { ...style, radius: ZONE_POINT_RADIUS_PX, pmIgnore: true }),
        onEachFeature: (feature, featureLayer) => {
          const text = describeZone(feature);
          if (text) featureLayer.bindTooltip(text, { sticky: true });
          featureLayer.on('add', () => {
            if (featureLayer instanceof L.Path) {
              featureLayer.getElement()?.setAttribute('tabindex', '-1');
            }
          });
        },
      });
      return [group.kind, layer] as const;
    }),
  );

  return {
    setHidden(hiddenKinds) {
      for (const [kind, layer] of overlays) {
        if (hiddenKinds.has(kind)) map.removeLayer(layer);
        else if (!map.hasLayer(layer)) layer.addTo(map).bringToBack();
      }
    },
    destroy() {
      for (const layer of overlays.values()) map.removeLayer(layer);
    },
  };
}
