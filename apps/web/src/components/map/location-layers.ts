import type { ApplicationLocation, CoordinatePair } from '@aviation-permits/domain/geo';
import { L } from './leaflet';
import { formatCoordinate, roundRadius } from './location-text';

// An application's location as a Leaflet layer and back (MAP-4, MAP-5): a marker for a point, a
// circle for a circle, a polygon for an area. What a drawing yields is judged later by the domain
// schema.

function latLngOf({ latitude, longitude }: CoordinatePair): L.LatLngTuple {
  return [Number(latitude), Number(longitude)];
}

function pairOf(latLng: L.LatLng): CoordinatePair {
  return { latitude: formatCoordinate(latLng.lat), longitude: formatCoordinate(latLng.lng) };
}

export function layerOfLocation(location: ApplicationLocation): L.Layer {
  switch (location.kind) {
    case 'point':
      return L.marker(latLngOf(location.point), { alt: 'Marked point' });
    case 'circle':
      return L.circle(latLngOf(location.centre), { radius: location.radiusMetres });
    case 'polygon':
      return L.polygon(location.points.map(latLngOf));
  }
}

/** The location a drawn layer marks; undefined for a layer that is none of the three shapes. */
export function locationOfLayer(layer: L.Layer): unknown {
  // Circle before marker checks: a circle is also a CircleMarker.
  if (layer instanceof L.Circle) {
    return {
      kind: 'circle',
      centre: pairOf(layer.getLatLng()),
      radiusMetres: roundRadius(layer.getRadius()),
    };
  }
  if (layer instanceof L.Marker) return { kind: 'point', point: pairOf(layer.getLatLng()) };
  if (layer instanceof L.Polygon) {
    // A simple polygon's getLatLngs() is [outer ring]; only the outer ring is a location.
    const rings = layer.getLatLngs();
    const outer = (Array.isArray(rings[0]) ? rings[0] : rings) as L.LatLng[];
    return { kind: 'polygon', points: outer.map(pairOf) };
  }
  return undefined;
}
