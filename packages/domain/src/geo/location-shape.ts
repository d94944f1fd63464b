import type { GeoShape } from './geo-shape.js';
import type { ApplicationLocation, CoordinatePair } from './location.js';
import type { LatLng } from './lat-lng.js';

// An application's location (location.ts, coordinates as typed text) as a shape the zone rules
// measure. Circles and areas stay whole: every rule measures from their nearest part, the worst
// case for the applicant (docs/requirements.md ENQ-2).

function toLatLng({ latitude, longitude }: CoordinatePair): LatLng {
  return { lat: Number(latitude), lng: Number(longitude) };
}

export function locationShape(location: ApplicationLocation): GeoShape {
  switch (location.kind) {
    case 'point':
      return { kind: 'point', point: toLatLng(location.point) };
    case 'circle':
      return { kind: 'circle', centre: toLatLng(location.centre), radiusM: location.radiusMetres };
    case 'polygon':
      return { kind: 'polygon', ring: location.points.map(toLatLng) };
  }
}
