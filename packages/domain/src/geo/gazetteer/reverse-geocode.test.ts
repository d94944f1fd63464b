import { describe, expect, it } from 'vitest';
import { oneMapReverseGeocodeAnswerSchema } from '../onemap-schemas.js';
import { reverseGeocode } from './reverse-geocode.js';

describe('reverseGeocode: OneMap revgeocode answers offline (MAP-12, MAP-14)', () => {
  it("names the places within the buffer, nearest first, in OneMap's shape", () => {
    const answer = reverseGeocode(1.2835, 103.8605, 500);
    expect(oneMapReverseGeocodeAnswerSchema.parse(answer)).toEqual(answer);
    expect(answer.GeocodeInfo[0]).toEqual({
      BUILDINGNAME: 'MARINA BAY SANDS',
      BLOCK: '10',
      ROAD: 'BAYFRONT AVENUE',
      POSTALCODE: '018956',
      LATITUDE: '1.2834',
      LONGITUDE: '103.8607',
    });
    expect(answer.GeocodeInfo.map((info) => info.BUILDINGNAME)).toContain('GARDENS BY THE BAY');
  });

  it('finds nothing at sea', () => {
    expect(reverseGeocode(1.2, 103.74, 500)).toEqual({ GeocodeInfo: [] });
  });

  it('never looks further than 500 m, as OneMap', () => {
    // Tuas Link station is about 1.2 km from this point.
    expect(reverseGeocode(1.3409, 103.648, 5_000).GeocodeInfo).toEqual([]);
    expect(reverseGeocode(1.3409, 103.6375, 5_000).GeocodeInfo[0]?.BUILDINGNAME).toBe(
      'TUAS LINK MRT STATION (EW33)',
    );
  });
});
