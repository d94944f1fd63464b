import { describe, expect, it } from 'vitest';
import { PORTAL_CONSTANTS } from '../constants/portal-constants.js';
import type { TemporaryRestrictedArea } from '../geo/temporary-restricted-areas.js';
import { getInitData } from './build-init-data.js';
import { initDataSchema } from './init-data.js';
import { portalConstantsSchema } from './portal-constants-schema.js';

const rehearsal: TemporaryRestrictedArea = {
  id: 'rehearsal',
  name: 'Rehearsal area',
  area: { kind: 'circle', centre: { lat: 1.29, lng: 103.86 }, radiusM: 1_000 },
  floorFt: 0,
  ceilingFt: 2_500,
  periods: [
    { from: '2026-07-04', to: '2026-07-04' },
    { from: '2026-07-11', to: '2026-07-11' },
  ],
};

describe('getInitData', () => {
  const initData = getInitData({ today: '2026-07-05', temporaryAreas: [rehearsal] });

  it('parses with initDataSchema, as the browser parses the response', () => {
    expect(initDataSchema.parse(JSON.parse(JSON.stringify(initData)))).toEqual(initData);
  });

  it('carries the four categories and the six aerial activity types', () => {
    expect(initData.categories.map((category) => category.id)).toEqual([1, 2, 3, 4]);
    expect(initData.aerialActivityTypes.map((type) => type.code)).toEqual([
      'BRELEASE',
      'BHOISTING',
      'KITE',
      'LASERS',
      'SLRELEASE',
      'FIREWORKS',
    ]);
  });

  it('carries the account statuses, dashboard categories, option lists and countries', () => {
    expect(initData.accountStatuses).toHaveLength(7);
    expect(initData.dashboardCategories).toHaveLength(7);
    expect(Object.keys(initData.options)).toEqual([
      'salutations',
      'idTypes',
      'contactModes',
      'designations',
      'companyRoles',
      'addressTypes',
      'premisesTypes',
    ]);
    expect(initData.countries).toContainEqual({ code: 'SG', name: 'Singapore' });
  });

  it('describes every constant of PORTAL_CONSTANTS and no other', () => {
    expect(Object.keys(portalConstantsSchema.shape).sort()).toEqual(
      Object.keys(PORTAL_CONSTANTS).sort(),
    );
    expect(initData.constants).toEqual(PORTAL_CONSTANTS);
  });

  // ENQ-12: the Enquiry Tool judges with the server's today and areas, not the browser's clock.
  it("carries the server's today and the temporary areas not yet over", () => {
    expect(initData.today).toBe('2026-07-05');
    expect(initData.temporaryRestrictedAreas).toEqual([
      { ...rehearsal, periods: [{ from: '2026-07-11', to: '2026-07-11' }] },
    ]);
    expect(
      getInitData({ today: '2026-07-12', temporaryAreas: [rehearsal] }).temporaryRestrictedAreas,
    ).toEqual([]);
  });

  it('refuses a response without the categories', () => {
    const { categories: _categories, ...withoutCategories } = initData;
    expect(initDataSchema.safeParse(withoutCategories).success).toBe(false);
  });
});
