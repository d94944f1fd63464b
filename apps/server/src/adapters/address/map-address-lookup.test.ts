import { postalCodeLookupPath } from '@aviation-permits/domain/http';
import {
  searchGazetteer,
  type MapReverseGeocodeQuery,
  type OneMapSearchAnswer,
} from '@aviation-permits/domain/geo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAKE_ONEMAP_ACCOUNT,
  ONEMAP_PATHS,
  startFakeOneMap,
  type FakeOneMap,
} from '../../test-support/fake-onemap.js';
import { signIn } from '../../test-support/signed-in-client.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';
import { createGazetteerMapSearch } from '../map/gazetteer-map-search.js';
import type { MapSearch } from '../map/map-search.js';
import { createMapAddressLookup } from './map-address-lookup.js';

// ACC-33, MAP-14: the profile form's postal-code lookup is a map search for the code. Without
// OneMap every valid postal code resolves, at worst to its postal sector, marked approximate.

describe('postal-code lookup through the packaged gazetteer', () => {
  const lookup = createMapAddressLookup(createGazetteerMapSearch());

  it.each([
    [
      'a known place',
      '018956',
      { blockNo: '10', streetName: 'BAYFRONT AVENUE', buildingName: 'MARINA BAY SANDS' },
    ],
    [
      'any other code: its postal sector, approximate',
      '560123',
      { blockNo: '', streetName: '', buildingName: 'APPROXIMATE LOCATION (POSTAL SECTOR 56)' },
    ],
    [
      'the first sector',
      '010001',
      { blockNo: '', streetName: '', buildingName: 'APPROXIMATE LOCATION (POSTAL SECTOR 01)' },
    ],
    ['a sector not in use (74)', '740123', undefined],
    ['beyond the last sector (82)', '999999', undefined],
  ])('%s: %s', async (_, code, address) => {
    expect(await lookup.findByPostalCode(code)).toEqual(address);
  });
});

/** A map search that answers `answer` to every search. */
function answering(answer: OneMapSearchAnswer): MapSearch {
  return {
    source: 'onemap',
    search: async () => answer,
    reverseGeocode: async (_: MapReverseGeocodeQuery) => ({ GeocodeInfo: [] }),
  };
}

describe('postal-code lookup through OneMap', () => {
  it('takes the first result that carries the very code, never a neighbour', async () => {
    const [nearby, exact] = searchGazetteer('marina bay').results;
    const answer = {
      found: 2,
      totalNumPages: 1,
      pageNum: 1,
      results: [
        { ...nearby!, POSTAL: '018957', BUILDING: 'NEIGHBOUR' },
        {
          ...exact!,
          POSTAL: '018956',
          BLK_NO: '10',
          ROAD_NAME: 'BAYFRONT AVENUE',
          BUILDING: 'NIL',
        },
      ],
    };

    expect(await createMapAddressLookup(answering(answer)).findByPostalCode('018956')).toEqual({
      blockNo: '10',
      streetName: 'BAYFRONT AVENUE',
      buildingName: '',
    });
    expect(
      await createMapAddressLookup(answering(answer)).findByPostalCode('018950'),
    ).toBeUndefined();
  });
});

describe('GET /account-service/v1/postal-code/{code} (ACC-33)', () => {
  let gazetteer: TestAppHandle;
  let relayed: TestAppHandle;
  let fakeOneMap: FakeOneMap;

  beforeAll(async () => {
    fakeOneMap = await startFakeOneMap();
    gazetteer = await startTestApp();
    relayed = await startTestApp({
      config: testConfig({
        ONEMAP_BASE_URL: fakeOneMap.baseUrl,
        ONEMAP_EMAIL: FAKE_ONEMAP_ACCOUNT.email,
        ONEMAP_PASSWORD: FAKE_ONEMAP_ACCOUNT.password,
      }),
    });
  });
  afterAll(async () => {
    await gazetteer.close();
    await relayed.close();
    await fakeOneMap.close();
  });

  it('without OneMap, answers an unlisted code with its postal sector, marked approximate', async () => {
    const client = await signIn(gazetteer.app, gazetteer.db, { email: 'sector@example.com' });

    const response = await client.request({ method: 'GET', url: postalCodeLookupPath('560123') });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      blockNo: '',
      streetName: '',
      buildingName: 'APPROXIMATE LOCATION (POSTAL SECTOR 56)',
    });
  });

  it("with OneMap, answers OneMap's address for the code", async () => {
    const client = await signIn(relayed.app, relayed.db, { email: 'onemap@example.com' });

    const response = await client.request({ method: 'GET', url: postalCodeLookupPath('018956') });

    expect(response.json()).toEqual({
      blockNo: '10',
      streetName: 'BAYFRONT AVENUE',
      buildingName: 'MARINA BAY SANDS',
    });
    expect(fakeOneMap.calls.at(-1)?.query.searchVal).toBe('018956');
  });

  it('when OneMap fails: 503 "Unable to retrieve data.", which the form shows', async () => {
    const client = await signIn(relayed.app, relayed.db, { email: 'down@example.com' });
    fakeOneMap.failNext(ONEMAP_PATHS.search, { status: 500 });

    // A code not asked before: OneMap's earlier answers come from the cache (MAP-20).
    const response = await client.request({ method: 'GET', url: postalCodeLookupPath('018957') });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 503, detail: 'Unable to retrieve data.' });
  });
});
