import { describe, expect, it } from 'vitest';
import type { TemporaryRestrictedArea } from '../../geo/temporary-restricted-areas.js';
import { CATEGORY_API_PATHS } from './application-api-paths.js';
import {
  aerialActivityInitData,
  aerialActivityInitDataSchema,
  aerialPhotoInitData,
  aerialPhotoInitDataSchema,
  craneInitData,
  craneInitDataSchema,
  shipInitData,
  shipInitDataSchema,
} from './form-init-data.js';

// APP-7: each category's init-data call gives its form the option lists and the rules' figures.

const context = { today: '2026-03-02', holidays: ['2026-03-03'], temporaryAreas: [] };

describe('form init-data', () => {
  it.each([
    [
      'aerial activity',
      aerialActivityInitData(context),
      aerialActivityInitDataSchema,
      7,
      '2026-03-12',
    ],
    ['ship', shipInitData(context), shipInitDataSchema, 7, '2026-03-12'],
    ['aerial photo', aerialPhotoInitData(context), aerialPhotoInitDataSchema, 14, '2026-03-23'],
    ['crane', craneInitData(context), craneInitDataSchema, 7, '2026-03-12'],
  ])(
    '%s: matches its schema, with the lead time counted over the holidays',
    (_name, data, schema, days, earliest) => {
      expect(schema.parse(data)).toEqual(data);
      expect(data).toMatchObject({
        today: '2026-03-02',
        publicHolidays: ['2026-03-03'],
        leadTimeWorkingDays: days,
        earliestStartDate: earliest,
        minSafetyPersonnel: 2,
      });
    },
  );

  // APP-9, ENQ-12: the review step judges with the server's areas, as the submission does.
  it("carries the server's temporary restricted areas still in force today", () => {
    const area: TemporaryRestrictedArea = {
      id: 'rehearsal',
      name: 'Rehearsal area',
      area: { kind: 'circle', centre: { lat: 1.29, lng: 103.86 }, radiusM: 1_000 },
      floorFt: 0,
      ceilingFt: 2_500,
      periods: [
        { from: '2026-03-01', to: '2026-03-01' },
        { from: '2026-03-07', to: '2026-03-08' },
      ],
    };
    const ended = { ...area, id: 'ended', periods: [{ from: '2026-02-01', to: '2026-03-01' }] };

    const data = shipInitData({ ...context, temporaryAreas: [area, ended] });

    expect(shipInitDataSchema.parse(data)).toEqual(data);
    expect(data.temporaryRestrictedAreas).toEqual([
      { ...area, periods: [{ from: '2026-03-07', to: '2026-03-08' }] },
    ]);
  });

  it('gives each form its own lists', () => {
    expect(aerialActivityInitData(context).activityTypes.map((type) => type.code)).toEqual([
      'BRELEASE',
      'BHOISTING',
      'KITE',
      'LASERS',
      'SLRELEASE',
      'FIREWORKS',
    ]);
    expect(aerialActivityInitData(context).restrictedInMilitaryHours).toEqual([
      'BRELEASE',
      'SLRELEASE',
    ]);
    expect(craneInitData(context).machinerySets.at(-1)).toEqual({
      value: 'OTHERS',
      label: 'Others',
    });
    expect(aerialPhotoInitData(context).questions).toEqual({
      overCongestedArea:
        'Will the flight be over congested areas or an open-air assembly of persons below 300 m (1,000 ft) above the highest obstacle within a radius of 600 m?',
      nearOpenAirAssembly:
        'Will the flight be over or within 3,000 ft of an open-air assembly of more than 1,000 persons?',
    });
  });

  it.each([
    [1, '/permits-service/v1/aerial-photo/init-data', '/permits-service/v1/aerial-photo'],
    [2, '/permits-service/v1/crane/init-data', '/permits-service/v1/crane'],
    [3, '/permits-service/v1/ship/init-data', '/permits-service/v1/ship'],
    [4, '/permits-service/v1/aerial-activity/init-data', '/permits-service/v1/aerial-activity'],
  ] as const)('category %i calls %s and submits to %s', (category, initData, submit) => {
    expect(CATEGORY_API_PATHS[category]).toEqual({ initData, submit });
  });
});
