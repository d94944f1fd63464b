import { oneMapSearchAnswerSchema, type MapSearchQuery } from '@aviation-permits/domain/geo';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  FAKE_ONEMAP_ACCOUNT,
  ONEMAP_PATHS,
  RECORDED_REVERSE_GEOCODE_ANSWER,
  RECORDED_SEARCH_ANSWER,
  startFakeOneMap,
  type FakeOneMap,
} from '../../test-support/fake-onemap.js';
import {
  MapSearchRateLimitedError,
  MapSearchUnavailableError,
  type MapSearch,
} from './map-search.js';
import { oneMapUrl } from './onemap-fetch.js';
import { createOneMapSearch } from './onemap-map-search.js';
import { ONEMAP_TOKEN_RENEWAL_MARGIN_MS } from './onemap-token.js';

// MAP-9, MAP-12, MAP-13, MAP-17: the OneMap adapter against a fake OneMap that answers the recorded shapes:
// the token stays on the server and is renewed, a 401 renews it once, a 429 is the caller's 429,
// anything else is 503 "Unable to retrieve data.", and the log holds neither the text nor the
// password.

const fake: FakeOneMap = await startFakeOneMap();
afterAll(() => fake.close());

const SEARCH: MapSearchQuery = {
  searchVal: 'marina bay sands',
  returnGeom: 'Y',
  getAddrDetails: 'Y',
  pageNum: 1,
};
const REVERSE = { location: { lat: 1.2839, lng: 103.86 }, buffer: 50, addressType: 'All' } as const;

let clock: Date;
let logLines: string[];
let oneMap: MapSearch;

function adapter(password = FAKE_ONEMAP_ACCOUNT.password): MapSearch {
  return createOneMapSearch({
    account: { baseUrl: fake.baseUrl, email: FAKE_ONEMAP_ACCOUNT.email, password },
    now: () => clock,
    logger: {
      info: (message) => logLines.push(message),
      warn: (details, message) => logLines.push(`${message} ${JSON.stringify(details)}`),
    },
  });
}

beforeEach(() => {
  clock = new Date();
  fake.setTokenExpiry(Math.floor(clock.getTime() / 1000) + 3 * 24 * 60 * 60);
  fake.calls.length = 0;
  fake.answerSearchWith(RECORDED_SEARCH_ANSWER);
  logLines = [];
  oneMap = adapter();
});

const tokenCalls = () => fake.calls.filter(({ path }) => path === ONEMAP_PATHS.token);

describe('OneMap search and reverse geocode (MAP-9, MAP-12)', () => {
  it("relays the search with OneMap's parameters and the server's token, answering OneMap's shape", async () => {
    const answer = await oneMap.search(SEARCH);

    expect(answer).toEqual(oneMapSearchAnswerSchema.parse(RECORDED_SEARCH_ANSWER));
    // The misspelt LONGTITUDE of the second result reaches the browser as LONGITUDE.
    expect(answer.results[1]?.LONGITUDE).toBe('103.860501303787');
    const search = fake.calls.find(({ path }) => path === ONEMAP_PATHS.search);
    expect(search?.query).toEqual({
      searchVal: 'marina bay sands',
      returnGeom: 'Y',
      getAddrDetails: 'Y',
      pageNum: '1',
    });
    expect(search?.authorization).toMatch(/^onemap-token-\d+$/);
  });

  it('relays the reverse geocode and keeps only the fields of the portal’s shape', async () => {
    const answer = await oneMap.reverseGeocode(REVERSE);

    const [recorded] = RECORDED_REVERSE_GEOCODE_ANSWER.GeocodeInfo;
    expect(answer.GeocodeInfo).toEqual([
      {
        BUILDINGNAME: recorded?.BUILDINGNAME,
        BLOCK: recorded?.BLOCK,
        ROAD: recorded?.ROAD,
        POSTALCODE: recorded?.POSTALCODE,
        LATITUDE: recorded?.LATITUDE,
        LONGITUDE: recorded?.LONGITUDE,
      },
    ]);
    const call = fake.calls.find(({ path }) => path === ONEMAP_PATHS.reverseGeocode);
    expect(call?.query).toEqual({ location: '1.2839,103.86', buffer: '50', addressType: 'All' });
  });
});

describe("the server's OneMap token (MAP-13)", () => {
  it('is fetched once with the account and reused while valid, even by calls that start together', async () => {
    await Promise.all([
      oneMap.search(SEARCH),
      oneMap.search(SEARCH),
      oneMap.reverseGeocode(REVERSE),
    ]);
    await oneMap.search(SEARCH);

    expect(tokenCalls()).toHaveLength(1);
  });

  it('is renewed once the clock reaches an hour before its expiry', async () => {
    await oneMap.search(SEARCH);
    const first = fake.calls.at(-1)?.authorization;
    clock = new Date(clock.getTime() + 3 * 24 * 60 * 60 * 1000 - ONEMAP_TOKEN_RENEWAL_MARGIN_MS);

    await oneMap.search(SEARCH);

    expect(tokenCalls()).toHaveLength(2);
    expect(fake.calls.at(-1)?.authorization).not.toBe(first);
  });

  it('on a 401 is renewed and the call tried once more', async () => {
    await oneMap.search(SEARCH);
    fake.revokeTokens();

    const answer = await oneMap.search(SEARCH);

    expect(answer.found).toBe(2);
    expect(tokenCalls()).toHaveLength(2);
    expect(fake.calls.filter(({ path }) => path === ONEMAP_PATHS.search)).toHaveLength(3);
  });

  it('a second 401 in a row is 503, not a loop', async () => {
    fake.failNext(ONEMAP_PATHS.search, { status: 401 });
    fake.failNext(ONEMAP_PATHS.search, { status: 401 });

    await expect(oneMap.search(SEARCH)).rejects.toMatchObject({
      statusCode: 503,
      detail: 'Unable to retrieve data.',
    });
    expect(fake.calls.filter(({ path }) => path === ONEMAP_PATHS.search)).toHaveLength(2);
  });

  it('refused for a wrong password is 503, and the password is not in the log', async () => {
    const wrong = adapter('not the password');

    await expect(wrong.search(SEARCH)).rejects.toBeInstanceOf(MapSearchUnavailableError);
    expect(logLines.join('\n')).toContain('token: status 401');
    expect(logLines.join('\n')).not.toContain('not the password');
  });
});

describe('OneMap failures (MAP-17)', () => {
  it('429 is the caller’s 429 TOO_MANY_REQUESTS, with OneMap’s Retry-After', async () => {
    fake.failNext(ONEMAP_PATHS.search, { status: 429, headers: { 'retry-after': '30' } });

    const refusal = oneMap.search(SEARCH);

    await expect(refusal).rejects.toBeInstanceOf(MapSearchRateLimitedError);
    await expect(refusal).rejects.toMatchObject({
      statusCode: 429,
      errorCodes: 'TOO_MANY_REQUESTS',
      detail: 'Too many requests. Please try again in 30 seconds.',
    });
  });

  it.each([
    ['a server error', { status: 500 }, 'search: status 500'],
    ['a bad gateway', { status: 502, body: '<html>Bad Gateway</html>' }, 'search: status 502'],
    [
      'an answer of another shape',
      { status: 200, body: { results: 'none' } },
      'search: unexpected answer',
    ],
  ])(
    '%s is 503 "Unable to retrieve data." and logged without the search text',
    async (_, failure, reason) => {
      fake.failNext(ONEMAP_PATHS.search, failure);

      await expect(oneMap.search(SEARCH)).rejects.toMatchObject({
        statusCode: 503,
        errorCodes: 'SERVICE_UNAVAILABLE',
        detail: 'Unable to retrieve data.',
      });
      expect(logLines.join('\n')).toContain(reason);
      expect(logLines.join('\n')).not.toContain('marina');
    },
  );

  it.each([
    ['search', ONEMAP_PATHS.search],
    ['token', ONEMAP_PATHS.token],
  ])(
    'a redirect of the %s call is not followed: 503, and the other origin is never asked (MAP-19)',
    async (_, path) => {
      const elsewhere = await startFakeOneMap();
      try {
        fake.failNext(path, { status: 302, headers: { location: `${elsewhere.baseUrl}${path}` } });

        await expect(oneMap.search(SEARCH)).rejects.toMatchObject({ statusCode: 503 });
        expect(elsewhere.calls).toEqual([]);
        expect(logLines.join('\n')).toContain('redirect refused');
      } finally {
        await elsewhere.close();
      }
    },
  );

  it('refuses to build an address outside the configured origin (MAP-19)', () => {
    expect(() => oneMapUrl('https://onemap.example', '@elsewhere.example/api')).toThrow(
      MapSearchUnavailableError,
    );
    expect(oneMapUrl('https://proxy.example/onemap/', ONEMAP_PATHS.search).href).toBe(
      'https://proxy.example/onemap/api/common/elastic/search',
    );
  });

  it('an unreachable OneMap is 503', async () => {
    const closed = await startFakeOneMap();
    const baseUrl = closed.baseUrl;
    await closed.close();
    const unreachable = createOneMapSearch({
      account: { baseUrl, ...FAKE_ONEMAP_ACCOUNT },
      now: () => clock,
      logger: { info: () => {}, warn: () => {} },
    });

    await expect(unreachable.search(SEARCH)).rejects.toMatchObject({ statusCode: 503 });
  });
});
