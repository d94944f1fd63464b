import { describe, expect, it } from 'vitest';
import { oneMapSearchAnswerSchema } from '../onemap-schemas.js';
import { toSvy21 } from '../svy21.js';
import { searchGazetteer } from './search-gazetteer.js';

describe('searchGazetteer: OneMap search answers offline (MAP-14)', () => {
  it('answers a landmark in OneMap\'s shape, every value a string, "NIL" for none', () => {
    const answer = searchGazetteer('Marina Bay Sands');
    expect(oneMapSearchAnswerSchema.parse(answer)).toEqual(answer);
    const first = answer.results[0];
    expect(first).toMatchObject({
      SEARCHVAL: 'MARINA BAY SANDS',
      BLK_NO: '10',
      ROAD_NAME: 'BAYFRONT AVENUE',
      BUILDING: 'MARINA BAY SANDS',
      ADDRESS: '10 BAYFRONT AVENUE MARINA BAY SANDS SINGAPORE 018956',
      POSTAL: '018956',
      LATITUDE: '1.2834',
      LONGITUDE: '103.8607',
    });
    const { easting, northing } = toSvy21({ lat: 1.2834, lng: 103.8607 });
    expect(Number(first?.X)).toBeCloseTo(easting, 3);
    expect(Number(first?.Y)).toBeCloseTo(northing, 3);
    expect(searchGazetteer('Sentosa').results[0]?.POSTAL).toBe('NIL');
  });

  it('finds stations, planning areas and aerodromes by any words, in any case', () => {
    expect(searchGazetteer('tampines east').results.map((r) => r.SEARCHVAL)).toEqual([
      'TAMPINES EAST MRT STATION (DT33)',
    ]);
    expect(searchGazetteer('woodlands').results.map((r) => r.SEARCHVAL)).toContain('WOODLANDS');
    expect(searchGazetteer('wsss').results[0]?.SEARCHVAL).toBe('CHANGI AIRPORT (WSSS)');
    expect(searchGazetteer('paya lebar air').results[0]?.SEARCHVAL).toBe(
      'PAYA LEBAR AIR BASE (WSAP)',
    );
  });

  it('puts the exact name first', () => {
    expect(searchGazetteer('bedok').results[0]?.SEARCHVAL).toBe('BEDOK');
  });

  it('pages ten results at a time', () => {
    const first = searchGazetteer('mrt station');
    expect(first.found).toBeGreaterThan(100);
    expect(first.totalNumPages).toBe(Math.ceil(first.found / 10));
    expect(first.results).toHaveLength(10);
    const second = searchGazetteer('mrt station', { pageNum: 2 });
    expect(second.pageNum).toBe(2);
    expect(second.results[0]?.SEARCHVAL).not.toBe(first.results[0]?.SEARCHVAL);
  });

  it('finds a place by its postal code', () => {
    expect(searchGazetteer('738344').results[0]?.SEARCHVAL).toBe('ADMIRALTY MRT STATION (NS10)');
  });

  it.each([
    ['520475', '52', '1.353', '103.945'],
    ['018999', '01', '1.283', '103.858'],
  ])(
    'answers an unknown postal code %s with its sector %s centre, marked approximate',
    (code, sector, lat, lng) => {
      const answer = searchGazetteer(code);
      expect(answer.found).toBe(1);
      expect(answer.results[0]).toMatchObject({
        BUILDING: `APPROXIMATE LOCATION (POSTAL SECTOR ${sector})`,
        POSTAL: code,
        BLK_NO: 'NIL',
        LATITUDE: lat,
        LONGITUDE: lng,
      });
    },
  );

  it.each([['740123'], ['990000'], ['no such place'], ['   ']])('finds nothing for %j', (text) => {
    expect(searchGazetteer(text)).toEqual({ found: 0, totalNumPages: 0, pageNum: 1, results: [] });
  });
});
