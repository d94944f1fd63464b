import type { ApplicationLocation } from '@aviation-permits/domain/geo';

// How a location reads as text: the summary beside the map (what a screen reader hears instead of
// the drawing), the screenshot caption, and the coordinates a drawn shape is stored with.

/**
 * Decimals kept from a drawn or searched point: 6 is about 0.1 m, finer than one click at the
 * highest zoom, and well within the coordinate rule's 14.
 */
const DRAWN_COORDINATE_DECIMALS = 6;

/** A coordinate as the text the location schema reads ("1.352083", never "1.35208300000000"). */
export function formatCoordinate(value: number): string {
  return String(Number(value.toFixed(DRAWN_COORDINATE_DECIMALS)));
}

/** Radii are kept to the decimetre; a drawn circle is not more exact than that. */
export function roundRadius(metres: number): number {
  return Math.round(metres * 10) / 10;
}

export function describeLocation(location: ApplicationLocation): string {
  switch (location.kind) {
    case 'point':
      return `Point at latitude ${location.point.latitude}, longitude ${location.point.longitude}`;
    case 'circle':
      return (
        `Circle of radius ${location.radiusMetres} m centred at latitude ` +
        `${location.centre.latitude}, longitude ${location.centre.longitude}`
      );
    case 'polygon':
      return `Area with ${location.points.length} corners`;
  }
}
