import { describe, expect, it } from 'vitest';
import { oneMapSearchResultSchema } from './onemap-schemas.js';

const result = {
  SEARCHVAL: 'HDB HUB',
  BLK_NO: '480',
  ROAD_NAME: 'LORONG 6 TOA PAYOH',
  BUILDING: 'HDB HUB',
  ADDRESS: '480 LORONG 6 TOA PAYOH HDB HUB SINGAPORE 310480',
  POSTAL: '310480',
  X: '29865.3',
  Y: '35017.2',
  LATITUDE: '1.3327',
};

describe('OneMap answer schemas (MAP-9, MAP-14)', () => {
  it.each([
    ['LONGITUDE', { ...result, LONGITUDE: '103.8483' }],
    ['the misspelt LONGTITUDE', { ...result, LONGTITUDE: '103.8483' }],
  ])('reads %s as LONGITUDE', (_name, value) => {
    const parsed = oneMapSearchResultSchema.parse(value);
    expect(parsed.LONGITUDE).toBe('103.8483');
    expect(parsed).not.toHaveProperty('LONGTITUDE');
  });

  it('refuses a result with no longitude at all', () => {
    expect(oneMapSearchResultSchema.safeParse(result).success).toBe(false);
  });

  it('refuses numbers where OneMap sends strings', () => {
    expect(oneMapSearchResultSchema.safeParse({ ...result, LONGITUDE: 103.8483 }).success).toBe(
      false,
    );
  });
});
