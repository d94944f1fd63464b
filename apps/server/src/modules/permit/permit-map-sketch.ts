import type { ApplicationLocation } from '@aviation-permits/domain/geo';

// The permit's map image (PRM-2): no map tiles exist offline, so the permit draws the shape the
// applicant drew (a point, a circle or an area) as a vector sketch, north up, on a plain grid,
// with its coordinates printed beside it. Kept to pdfkit's drawing calls so the bytes depend on
// nothing but the location.

interface Box {
  x: number;
  y: number;
  size: number;
}

const METRES_PER_DEGREE = 111_320;

/** The sketch's drawing calls, which pdfkit's document implements. */
interface Canvas {
  rect(x: number, y: number, w: number, h: number): this;
  moveTo(x: number, y: number): this;
  lineTo(x: number, y: number): this;
  circle(x: number, y: number, radius: number): this;
  closePath(): this;
  stroke(): this;
  fillAndStroke(): this;
  lineWidth(width: number): this;
  strokeColor(color: string): this;
  fillColor(color: string): this;
  fillOpacity(opacity: number): this;
}

export function drawLocationSketch(canvas: Canvas, location: ApplicationLocation, box: Box): void {
  canvas.lineWidth(0.5).strokeColor('#999999').rect(box.x, box.y, box.size, box.size).stroke();
  for (let step = 1; step < 4; step += 1) {
    const offset = (box.size * step) / 4;
    canvas
      .moveTo(box.x + offset, box.y)
      .lineTo(box.x + offset, box.y + box.size)
      .moveTo(box.x, box.y + offset)
      .lineTo(box.x + box.size, box.y + offset)
      .stroke();
  }
  const centreX = box.x + box.size / 2;
  const centreY = box.y + box.size / 2;
  canvas.lineWidth(1.5).strokeColor('#b00020').fillColor('#b00020').fillOpacity(0.2);
  switch (location.kind) {
    case 'point':
      canvas.circle(centreX, centreY, 4).fillAndStroke();
      break;
    case 'circle':
      canvas.circle(centreX, centreY, box.size * 0.35).fillAndStroke();
      break;
    case 'polygon': {
      const points = location.points.map(({ latitude, longitude }) => ({
        lat: Number(latitude),
        lng: Number(longitude),
      }));
      const lats = points.map(({ lat }) => lat);
      const lngs = points.map(({ lng }) => lng);
      const midLat = (Math.max(...lats) + Math.min(...lats)) / 2;
      const midLng = (Math.max(...lngs) + Math.min(...lngs)) / 2;
      // Equal metres on both axes (a degree of longitude is shorter away from the equator).
      const lngScale = Math.cos((midLat * Math.PI) / 180);
      const spanM = Math.max(
        (Math.max(...lats) - Math.min(...lats)) * METRES_PER_DEGREE,
        (Math.max(...lngs) - Math.min(...lngs)) * METRES_PER_DEGREE * lngScale,
        1,
      );
      const scale = (box.size * 0.8) / spanM;
      const toX = (lng: number) => centreX + (lng - midLng) * METRES_PER_DEGREE * lngScale * scale;
      const toY = (lat: number) => centreY - (lat - midLat) * METRES_PER_DEGREE * scale;
      points.forEach(({ lat, lng }, index) => {
        if (index === 0) canvas.moveTo(toX(lng), toY(lat));
        else canvas.lineTo(toX(lng), toY(lat));
      });
      canvas.closePath().fillAndStroke();
      break;
    }
  }
  canvas.fillOpacity(1).fillColor('#000000').strokeColor('#000000').lineWidth(1);
}

/** The location in words, with its coordinates (PRM-2). */
export function locationLines(location: ApplicationLocation): string[] {
  const pair = ({ latitude, longitude }: { latitude: string; longitude: string }) =>
    `${latitude}, ${longitude}`;
  switch (location.kind) {
    case 'point':
      return [`Point at ${pair(location.point)} (latitude, longitude)`];
    case 'circle':
      return [
        `Circle of ${location.radiusMetres} m radius centred at ${pair(location.centre)} (latitude, longitude)`,
      ];
    case 'polygon':
      return [
        `Area with ${location.points.length} corners (latitude, longitude):`,
        ...location.points.map((point, index) => `${index + 1}. ${pair(point)}`),
      ];
  }
}
