import { errorEnvelopeSchema, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import {
  MAP_API_PATHS,
  mapReverseGeocodeAnswerSchema,
  mapTokenAnswerSchema,
  oneMapReverseGeocodeAnswerSchema,
  oneMapSearchAnswerSchema,
} from '@aviation-permits/domain/geo';
import { MAP_MESSAGES } from '@aviation-permits/domain/messages';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveSecret } from '../../security/derived-secret.js';
import { MAP_SEARCH_TOKEN_LIFETIME_S } from '../../security/map-search-token.js';
import {
  FAKE_ONEMAP_ACCOUNT,
  ONEMAP_PATHS,
  startFakeOneMap,
  type FakeOneMap,
} from '../../test-support/fake-onemap.js';
import {
  accessContentToken,
  startTestApp,
  type TestAppHandle,
} from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';

// MAP-7, MAP-9 to MAP-14: the map init call and the map service as the browser calls them
// (apps/web/src/lib/map-search): a token from the init call, then searches with it as the bare
// Authorization header. Without OneMap the packaged gazetteer answers; with it, OneMap does.

let clock = new Date('2026-11-23T02:00:00Z');
let gazetteer: TestAppHandle;
let relayed: TestAppHandle;
let fakeOneMap: FakeOneMap;

beforeAll(async () => {
  fakeOneMap = await startFakeOneMap();
  gazetteer = await startTestApp({ now: () => clock });
  relayed = await startTestApp({
    now: () => clock,
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

async function mapToken(server: TestAppHandle): Promise<string> {
  const response = await server.app.inject({
    method: 'GET',
    url: MAP_API_PATHS.init,
    headers: { [REQUEST_HEADERS.accessContent]: await accessContentToken(server.app) },
  });
  expect(response.statusCode).toBe(200);
  return mapTokenAnswerSchema.parse(response.json()).token;
}

async function get(server: TestAppHandle, url: string, authorization?: string) {
  return server.app.inject({
    method: 'GET',
    url,
    headers: {
      [REQUEST_HEADERS.accessContent]: await accessContentToken(server.app),
      ...(authorization === undefined ? {} : { authorization }),
    },
  });
}

const searchUrl = (searchVal: string, pageNum = '1') =>
  `${MAP_API_PATHS.search}?${new URLSearchParams({ searchVal, returnGeom: 'Y', getAddrDetails: 'Y', pageNum }).toString()}`;

describe('GET /permits-service/v1/application/map/init (MAP-7, MAP-13)', () => {
  it('hands any visitor, signed in or not, a JWT whose exp the browser can read', async () => {
    const token = await mapToken(gazetteer);

    const { exp, iat } = decodeJwt(token);
    expect(iat).toBe(Math.floor(clock.getTime() / 1000));
    expect(exp).toBe(Math.floor(clock.getTime() / 1000) + MAP_SEARCH_TOKEN_LIFETIME_S);
  });

  it("never hands out OneMap's own token", async () => {
    const token = await mapToken(relayed);
    await get(relayed, searchUrl('marina'), token);

    expect(token).not.toMatch(/onemap-token/);
    expect(JSON.stringify(decodeJwt(token))).not.toMatch(/onemap-token/);
  });
});

describe('the map service without OneMap: the packaged gazetteer (MAP-14)', () => {
  it("answers a search in OneMap's shape", async () => {
    const response = await get(gazetteer, searchUrl('marina bay sands'), await mapToken(gazetteer));

    expect(response.statusCode).toBe(200);
    const answer = oneMapSearchAnswerSchema.parse(response.json());
    expect(answer.results[0]).toMatchObject({
      SEARCHVAL: 'MARINA BAY SANDS',
      BLK_NO: '10',
      ROAD_NAME: 'BAYFRONT AVENUE',
      POSTAL: '018956',
    });
  });

  it('answers any valid postal code with its postal sector, marked approximate, "NIL" where unknown', async () => {
    const response = await get(gazetteer, searchUrl('560123'), await mapToken(gazetteer));

    expect(response.json()).toMatchObject({
      found: 1,
      results: [
        {
          BUILDING: 'APPROXIMATE LOCATION (POSTAL SECTOR 56)',
          BLK_NO: 'NIL',
          ROAD_NAME: 'NIL',
          POSTAL: '560123',
        },
      ],
    });
  });

  it('answers a reverse lookup near a known place, and an empty list far from any', async () => {
    const token = await mapToken(gazetteer);
    const near = await get(
      gazetteer,
      `${MAP_API_PATHS.reverseGeocode}?location=1.2834,103.8607&buffer=100&addressType=All`,
      token,
    );
    const far = await get(
      gazetteer,
      `${MAP_API_PATHS.reverseGeocode}?location=1.2,103.7&buffer=10&addressType=All`,
      token,
    );

    expect(oneMapReverseGeocodeAnswerSchema.parse(near.json()).GeocodeInfo[0]).toMatchObject({
      BUILDINGNAME: 'MARINA BAY SANDS',
      POSTALCODE: '018956',
    });
    expect(far.json()).toEqual({ GeocodeInfo: [] });
  });
});

describe('the map token (MAP-10)', () => {
  const forged = () =>
    new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('aviation-permits')
      .setAudience('map-service')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(deriveSecret('another secret', 'map-search-token')));

  it.each([
    ['missing', async () => undefined],
    ['not a JWT', async () => 'abc'],
    ['signed with another key', forged],
    ['a bearer scheme around a good token', async () => `Bearer ${await mapToken(gazetteer)}`],
  ])('%s: 401 in the envelope, before the query is read', async (_, authorization) => {
    const response = await get(
      gazetteer,
      `${MAP_API_PATHS.search}?searchVal=`,
      await authorization(),
    );

    expect(response.statusCode).toBe(401);
    expect(errorEnvelopeSchema.parse(response.json())).toMatchObject({
      status: 401,
      errorCodes: '401 UNAUTHORIZED',
    });
  });

  it('expired: 401 once its lifetime has passed, and a fresh one from the init call works', async () => {
    const token = await mapToken(gazetteer);
    clock = new Date(clock.getTime() + MAP_SEARCH_TOKEN_LIFETIME_S * 1000);
    try {
      expect((await get(gazetteer, searchUrl('changi'), token)).statusCode).toBe(401);
      expect(
        (await get(gazetteer, searchUrl('changi'), await mapToken(gazetteer))).statusCode,
      ).toBe(200);
    } finally {
      clock = new Date('2026-11-23T02:00:00Z');
    }
  });
});

describe('bad query parameters: 400 VALIDATION_ERROR (ERR-3)', () => {
  it.each([
    [
      'no searchVal',
      `${MAP_API_PATHS.search}?returnGeom=Y&getAddrDetails=Y&pageNum=1`,
      'searchVal',
    ],
    ['a blank searchVal', searchUrl('   '), 'searchVal'],
    ['a NUL in searchVal', searchUrl('a\u0000b'), 'searchVal'],
    ['a searchVal of 201 characters', searchUrl('a'.repeat(201)), 'searchVal'],
    [
      'returnGeom=N',
      `${MAP_API_PATHS.search}?searchVal=a&returnGeom=N&getAddrDetails=Y`,
      'returnGeom',
    ],
    ['no getAddrDetails', `${MAP_API_PATHS.search}?searchVal=a&returnGeom=Y`, 'getAddrDetails'],
    ['pageNum=0', searchUrl('a', '0'), 'pageNum'],
    ['pageNum=abc', searchUrl('a', 'abc'), 'pageNum'],
    ['pageNum=1001', searchUrl('a', '1001'), 'pageNum'],
    ['no location', `${MAP_API_PATHS.reverseGeocode}?buffer=10`, 'location'],
    ['a location of one number', `${MAP_API_PATHS.reverseGeocode}?location=1.3`, 'location'],
    ['a latitude of 91', `${MAP_API_PATHS.reverseGeocode}?location=91,103.8`, 'location'],
    [
      'a buffer of 501 m',
      `${MAP_API_PATHS.reverseGeocode}?location=1.3,103.8&buffer=501`,
      'buffer',
    ],
    [
      'addressType=Any',
      `${MAP_API_PATHS.reverseGeocode}?location=1.3,103.8&addressType=Any`,
      'addressType',
    ],
  ])('%s', async (_, url, field) => {
    const response = await get(gazetteer, url, await mapToken(gazetteer));

    expect(response.statusCode).toBe(400);
    const envelope = errorEnvelopeSchema.parse(response.json());
    expect(envelope.errorCodes).toBe('VALIDATION_ERROR');
    expect(envelope.errors?.map((error) => error.field)).toContain(field);
  });
});

describe('the map service with OneMap (MAP-9, MAP-12, MAP-13, MAP-17)', () => {
  it("relays the search to OneMap with the server's token and answers OneMap's results", async () => {
    const response = await get(relayed, searchUrl('marina bay sands'), await mapToken(relayed));

    expect(response.statusCode).toBe(200);
    expect(oneMapSearchAnswerSchema.parse(response.json()).results).toHaveLength(2);
    const relayedCall = fakeOneMap.calls.filter(({ path }) => path === ONEMAP_PATHS.search).at(-1);
    expect(relayedCall?.authorization).toMatch(/^onemap-token-/);
  });

  it("answers from the packaged gazetteer, with the notice, when OneMap's rate limit refuses (MAP-21)", async () => {
    fakeOneMap.failNext(ONEMAP_PATHS.reverseGeocode, { status: 429 });

    const response = await get(
      relayed,
      `${MAP_API_PATHS.reverseGeocode}?location=1.2834,103.8607&buffer=100&addressType=All`,
      await mapToken(relayed),
    );

    expect(response.statusCode).toBe(200);
    const answer = mapReverseGeocodeAnswerSchema.parse(response.json());
    expect(answer.notice).toBe(MAP_MESSAGES.searchBusy);
    expect(answer.GeocodeInfo[0]).toMatchObject({ BUILDINGNAME: 'MARINA BAY SANDS' });
  });

  it("refuses OneMap's redirect: 503 in the envelope, and the other origin is never asked (MAP-19)", async () => {
    const elsewhere = await startFakeOneMap();
    try {
      fakeOneMap.failNext(ONEMAP_PATHS.search, {
        status: 302,
        headers: { location: `${elsewhere.baseUrl}${ONEMAP_PATHS.search}?searchVal=redirected` },
      });

      const response = await get(relayed, searchUrl('raffles place'), await mapToken(relayed));

      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 503,
        errorCodes: 'SERVICE_UNAVAILABLE',
        detail: 'Unable to retrieve data.',
      });
      expect(elsewhere.calls).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('answers 503 in the envelope when OneMap fails', async () => {
    fakeOneMap.failNext(ONEMAP_PATHS.search, { status: 500 });

    const response = await get(relayed, searchUrl('orchard road'), await mapToken(relayed));

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 503,
      errorCodes: 'SERVICE_UNAVAILABLE',
      detail: 'Unable to retrieve data.',
    });
  });
});
