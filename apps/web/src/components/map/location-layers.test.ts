import { describe, expect, it } from 'vitest';
import { applicationLocationSchema } from '@aviation-permits/domain/geo';
import type { ApplicationLocation } from '@aviation-permits/domain/geo';
import { L } from './leaflet';
import { layerOfLocation, locationOfLayer } from './location-layers';

const LOCATIONS: [string, ApplicationLocation][] = [
  ['a point', { kind: 'point', point: { latitude: '1.35917', longitude: '103.98933' } }],
  [
    'a circle',
    { kind: 'circle', centre: { latitude: '1.41695', longitude: '103.86765' }, radiusMetres: 3000 },
  ],
  [
    'an area',
    {
      kind: 'polygon',
      points: [
        { latitude: '1.3', longitude: '103.8' },
        { latitude: '1.31', longitude: '103.81' },
        { latitude: '1.32', longitude: '103.8' },
      ],
    },
  ],
];

describe('location layers (MAP-4, MAP-5)', () => {
  it.each(LOCATIONS)('draws %s and reads it back unchanged', (_name, location) => {
    expect(locationOfLayer(layerOfLocation(location))).toEqual(location);
  });

  it('keeps 6 decimals of a drawn point, which the coordinate rule accepts', () => {
    const drawn = locationOfLayer(L.marker([1.3520831234567, 103.8198369876543]));
    expect(drawn).toEqual({
      kind: 'point',
      point: { latitude: '1.352083', longitude: '103.819837' },
    });
    expect(applicationLocationSchema.safeParse(drawn).success).toBe(true);
  });

  it('reads a circle as a circle, not as its centre point, with the radius to 0.1 m', () => {
    expect(locationOfLayer(L.circle([1.3, 103.8], { radius: 250.04 }))).toMatchObject({
      kind: 'circle',
      radiusMetres: 250,
    });
  });

  it('leaves a drawing that is none of the three shapes for the schema to refuse', () => {
    const line = locationOfLayer(
      L.polyline([
        [1.3, 103.8],
        [1.31, 103.81],
      ]),
    );
    expect(line).toBeUndefined();
    expect(applicationLocationSchema.safeParse(line).success).toBe(false);
  });
});
