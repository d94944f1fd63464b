import { createLocalProjection, type PlanePoint } from './geodesy.js';
import type { LatLng } from './lat-lng.js';
import { pointInRing, segmentDistance } from './planar-geometry.js';

// One shape type for everything a zone rule compares (docs/requirements.md ENQ-2): a point, a
// runway (segment), a circle, a funnel or an area (polygon). Each is a chain of vertices, closed
// for polygons, grown by a radius for circles. The distance between two shapes is the distance
// between their nearest points (0 when they touch or overlap), which is the worst case the
// Enquiry Tool wants for a drawn circle or area: the part of the activity closest to the hazard.

export type GeoShape =
  | { kind: 'point'; point: LatLng }
  | { kind: 'segment'; from: LatLng; to: LatLng }
  | { kind: 'circle'; centre: LatLng; radiusM: number }
  | { kind: 'polygon'; ring: readonly LatLng[] };

interface PlaneShape {
  vertices: PlanePoint[];
  closed: boolean;
  radius: number;
}

function verticesOf(shape: GeoShape): { vertices: LatLng[]; closed: boolean; radius: number } {
  switch (shape.kind) {
    case 'point':
      return { vertices: [shape.point], closed: false, radius: 0 };
    case 'segment':
      return { vertices: [shape.from, shape.to], closed: false, radius: 0 };
    case 'circle':
      return { vertices: [shape.centre], closed: false, radius: shape.radiusM };
    case 'polygon':
      return { vertices: [...shape.ring], closed: true, radius: 0 };
  }
}

/** A representative point: where the local projection is centred. */
export function anchorOf(shape: GeoShape): LatLng {
  return verticesOf(shape).vertices[0] ?? { lat: 0, lng: 0 };
}

function edges({ vertices, closed }: PlaneShape): [PlanePoint, PlanePoint][] {
  if (vertices.length === 1) return [[vertices[0] as PlanePoint, vertices[0] as PlanePoint]];
  const result: [PlanePoint, PlanePoint][] = [];
  for (let i = 0; i + 1 < vertices.length; i++) {
    result.push([vertices[i] as PlanePoint, vertices[i + 1] as PlanePoint]);
  }
  if (closed) result.push([vertices[vertices.length - 1] as PlanePoint, vertices[0] as PlanePoint]);
  return result;
}

function contains(shape: PlaneShape, point: PlanePoint): boolean {
  return shape.closed && shape.vertices.length >= 3 && pointInRing(point, shape.vertices);
}

/** Metres between the nearest points of two shapes; 0 when they overlap. */
export function distanceBetween(a: GeoShape, b: GeoShape): number {
  const projection = createLocalProjection(anchorOf(a));
  const plane = (shape: GeoShape): PlaneShape => {
    const { vertices, closed, radius } = verticesOf(shape);
    return { vertices: vertices.map(projection.toPlane), closed, radius };
  };
  const pa = plane(a);
  const pb = plane(b);
  const overlapping =
    pa.vertices.some((vertex) => contains(pb, vertex)) ||
    pb.vertices.some((vertex) => contains(pa, vertex));
  let gap = Infinity;
  if (overlapping) gap = 0;
  else {
    for (const [p, q] of edges(pa)) {
      for (const [r, s] of edges(pb)) gap = Math.min(gap, segmentDistance(p, q, r, s));
    }
  }
  return Math.max(0, gap - pa.radius - pb.radius);
}

export function pointInPolygon(point: LatLng, ring: readonly LatLng[]): boolean {
  const projection = createLocalProjection(point);
  return pointInRing({ x: 0, y: 0 }, ring.map(projection.toPlane));
}

export function pointInCircle(point: LatLng, centre: LatLng, radiusM: number): boolean {
  return distanceBetween({ kind: 'point', point }, { kind: 'point', point: centre }) <= radiusM;
}
