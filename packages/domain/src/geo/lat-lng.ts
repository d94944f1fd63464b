import type { Position } from './location.js';

// Points of the zone and eligibility modules: WGS84 degrees, named so a latitude is never passed
// where a longitude is expected. GeoJSON (and the Position of location.ts) is [longitude, latitude].

export interface LatLng {
  lat: number;
  lng: number;
}

export function latLng(lat: number, lng: number): LatLng {
  return { lat, lng };
}

/** GeoJSON position of a point: [longitude, latitude]. */
export function toPosition({ lat, lng }: LatLng): Position {
  return [lng, lat];
}

export function fromPosition([lng, lat]: Position): LatLng {
  return { lat, lng };
}
