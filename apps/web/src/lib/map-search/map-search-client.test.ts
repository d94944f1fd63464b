import { describe, expect, it, vi } from 'vitest';
import { MAP_MESSAGES } from '@aviation-permits/domain/messages';
import { createApiClient } from '../api-client/api-client';
import { createMapSearchClient } from './map-search-client';
import { MAP_INIT_PATH, MAP_REVERSE_GEOCODE_PATH, MAP_SEARCH_PATH } from './map-search-paths';
import { MAP_TOKEN_STORAGE_KEY } from './map-token-source';
import { testJwt } from './test-jwt';

const NOW_MS = 1_750_000_000_000;
const VALID_TOKEN = testJwt({ exp: NOW_MS / 1000 + 3_600 });
const FRESH_TOKEN = testJwt({ exp: NOW_MS / 1000 + 259_200, fresh: true });

const RESULT = {
  SEARCHVAL: 'CHANGI AIRPORT TERMINAL 3',
  BLK_NO: '65',
  ROAD_NAME: 'AIRPORT BOULEVARD',
  BUILDING: 'CHANGI AIRPORT TERMINAL 3',
  ADDRESS: '65 AIRPORT BOULEVARD CHANGI AIRPORT TERMINAL 3 SINGAPORE 819663',
  POSTAL: '819663',
  X: '45396.3426',
  Y: '36177.5764',
  LATITUDE: '1.35564',
  LONGITUDE: '103.98625',
};
const SECOND_RESULT = { ...RESULT, SEARCHVAL: 'CHANGI AIRPORT TERMINAL 2', POSTAL: 'NIL' };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
const searchAnswer = (results: unknown[]) =>
  json({ found: results.length, totalNumPages: 1, pageNum: 1, results });

type Answer = () => Response | Promise<Response>;

/**
 * The portal's map routes, faked at the fetch boundary of the real request pipeline. Each path
 * answers from a queue (the last answer repeats), and every request is recorded.
 */
function fakeMapServer(routes: { init?: Answer[]; search?: Answer[]; reverse?: Answer[] }) {
  const requests: { path: string; url: URL; headers: Headers }[] = [];
  const queues: Record<string, Answer[]> = {
    [MAP_INIT_PATH]: routes.init ?? [() => json({ token: FRESH_TOKEN })],
    [MAP_SEARCH_PATH]: routes.search ?? [() => searchAnswer([RESULT, SECOND_RESULT])],
    [MAP_REVERSE_GEOCODE_PATH]: routes.reverse ?? [() => json({ GeocodeInfo: [] })],
  };
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    requests.push({ path: url.pathname, url, headers: new Headers(init?.headers) });
    const queue = queues[url.pathname];
    const answer = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  });
  const to = (path: string) => requests.filter((request) => request.path === path);
  return {
    fetch,
    initCalls: () => to(MAP_INIT_PATH),
    searchCalls: () => to(MAP_SEARCH_PATH),
    reverseCalls: () => to(MAP_REVERSE_GEOCODE_PATH),
  };
}

function setUp(server: ReturnType<typeof fakeMapServer>, storedToken?: string) {
  const stored = new Map<string, string>();
  if (storedToken) stored.set(MAP_TOKEN_STORAGE_KEY, storedToken);
  const storage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };
  const logger = { info: vi.fn(), error: vi.fn() };
  const api = createApiClient({
    initialAccessContent: 'access-content-token',
    solveHumanCheck: vi.fn(),
    fetch: server.fetch,
  });
  const client = createMapSearchClient({ api, storage, now: () => NOW_MS, logger });
  return { client, logger, storedToken: () => stored.get(MAP_TOKEN_STORAGE_KEY) };
}

describe('map search: the request (MAP-9, MAP-12, CONST-13)', () => {
  it('sends the text with the fixed OneMap parameters and the token as Authorization', async () => {
    const server = fakeMapServer({});
    const { client } = setUp(server, VALID_TOKEN);

    await client.search('Changi Airport & T3');

    const [request] = server.searchCalls();
    expect(request?.url.pathname).toBe('/map-service/v1/search');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      searchVal: 'Changi Airport & T3',
      returnGeom: 'Y',
      getAddrDetails: 'Y',
      pageNum: '1',
    });
    expect(request?.headers.get('authorization')).toBe(VALID_TOKEN);
    // It travels the portal's one pipeline, so the service scope accepts it.
    expect(request?.headers.get('x-access-content')).toBe('access-content-token');
    expect(server.initCalls()).toHaveLength(0);
  });

  it('returns every result of a search and the first one for a single lookup', async () => {
    const { client } = setUp(fakeMapServer({}), VALID_TOKEN);

    expect(await client.search('changi')).toEqual({
      error: false,
      data: [RESULT, SECOND_RESULT],
    });
    expect(await client.lookup('changi')).toEqual({ error: false, data: RESULT });
  });

  it('asks for buildings around a point with the buffer and every address type', async () => {
    const info = {
      BUILDINGNAME: 'CHANGI AIRPORT',
      BLOCK: '60',
      ROAD: 'AIRPORT BOULEVARD',
      POSTALCODE: '819643',
      LATITUDE: '1.3571',
      LONGITUDE: '103.9881',
    };
    const server = fakeMapServer({ reverse: [() => json({ GeocodeInfo: [info] })] });
    const { client } = setUp(server, VALID_TOKEN);

    expect(await client.reverseGeocode(1.3571, 103.9881, 100)).toEqual({
      error: false,
      data: [info],
    });
    const [request] = server.reverseCalls();
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      location: '1.3571,103.9881',
      buffer: '100',
      addressType: 'All',
    });
    expect(request?.headers.get('authorization')).toBe(VALID_TOKEN);
  });
});

describe('map search: the token (MAP-7, MAP-8, MAP-10)', () => {
  it('fetches a token from the init call when none is stored, and keeps it', async () => {
    const server = fakeMapServer({});
    const { client, storedToken } = setUp(server);

    await client.search('changi');

    expect(server.initCalls()).toHaveLength(1);
    expect(server.searchCalls()[0]?.headers.get('authorization')).toBe(FRESH_TOKEN);
    expect(storedToken()).toBe(FRESH_TOKEN);
  });

  it('replaces a stored token that expires within 1 s, and keeps one with 2 s left', async () => {
    const nearlyExpired = testJwt({ exp: NOW_MS / 1000 + 0.5 });
    const stillValid = testJwt({ exp: NOW_MS / 1000 + 2 });

    const renewing = fakeMapServer({});
    await setUp(renewing, nearlyExpired).client.search('changi');
    expect(renewing.initCalls()).toHaveLength(1);
    expect(renewing.searchCalls()[0]?.headers.get('authorization')).toBe(FRESH_TOKEN);

    const keeping = fakeMapServer({});
    await setUp(keeping, stillValid).client.search('changi');
    expect(keeping.initCalls()).toHaveLength(0);
    expect(keeping.searchCalls()[0]?.headers.get('authorization')).toBe(stillValid);
  });

  it('logs a stored token that cannot be decoded and treats it as expired', async () => {
    const server = fakeMapServer({});
    const { client, logger } = setUp(server, 'not-a-jwt');

    expect((await client.search('changi')).error).toBe(false);
    expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/could not be decoded/));
    expect(server.searchCalls()[0]?.headers.get('authorization')).toBe(FRESH_TOKEN);
  });

  it('refetches the token after a 401 and retries exactly once', async () => {
    const server = fakeMapServer({
      search: [() => json({ status: 401 }, 401), () => searchAnswer([RESULT])],
    });
    const { client, storedToken } = setUp(server, VALID_TOKEN);

    expect(await client.lookup('changi')).toEqual({ error: false, data: RESULT });
    expect(server.initCalls()).toHaveLength(1);
    expect(server.searchCalls().map((call) => call.headers.get('authorization'))).toEqual([
      VALID_TOKEN,
      FRESH_TOKEN,
    ]);
    expect(storedToken()).toBe(FRESH_TOKEN);
  });

  it('gives up with the error shape when the retry is refused too', async () => {
    const server = fakeMapServer({ search: [() => json({ status: 401 }, 401)] });
    const { client } = setUp(server, VALID_TOKEN);

    expect(await client.search('changi')).toEqual({ error: true, data: null, reason: 'failed' });
    expect(server.searchCalls()).toHaveLength(2);
    expect(server.initCalls()).toHaveLength(1);
  });
});

describe('map search: the map errors (MAP-11)', () => {
  it.each([
    ['the init call fails', () => json({ status: 500 }, 500)],
    ['the init call cannot be reached', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the init answer has no token field', () => json({ other: 'x' })],
  ])('when %s: logs the load failure and the missing token', async (_case, initAnswer) => {
    const server = fakeMapServer({ init: [initAnswer] });
    const { client, logger } = setUp(server);

    expect(await client.lookup('changi')).toEqual({
      error: true,
      data: null,
      reason: 'token-missing',
    });
    expect(logger.error).toHaveBeenCalledWith(MAP_MESSAGES.initDataLoadFailed);
    expect(logger.error).toHaveBeenCalledWith(MAP_MESSAGES.tokenMissing);
    expect(server.searchCalls()).toHaveLength(0);
  });

  it('treats an empty token from the init call as missing', async () => {
    const server = fakeMapServer({ init: [() => json({ token: '' })] });
    const { client, logger } = setUp(server);

    expect(await client.search('changi')).toEqual({
      error: true,
      data: null,
      reason: 'token-missing',
    });
    expect(logger.error).toHaveBeenCalledWith(MAP_MESSAGES.tokenMissing);
    expect(server.searchCalls()).toHaveLength(0);
  });

  it('logs a search without results as successful and returns the error shape', async () => {
    const { client, logger } = setUp(
      fakeMapServer({ search: [() => searchAnswer([])] }),
      VALID_TOKEN,
    );

    expect(await client.lookup('nowhere')).toEqual({
      error: true,
      data: null,
      reason: 'no-results',
    });
    expect(logger.info).toHaveBeenCalledWith('Map search succeeded with no results.');
    expect(logger.error).not.toHaveBeenCalled();
  });

  it.each([
    ['a server error', () => json({ status: 500 }, 500)],
    ['an answer in another shape', () => json({ results: [{ SEARCHVAL: 1 }] })],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('returns the error shape for %s, without logging the search text', async (_case, answer) => {
    const server = fakeMapServer({ search: [answer], reverse: [answer] });
    const { client, logger } = setUp(server, VALID_TOKEN);

    const failed = { error: true, data: null, reason: 'failed' };
    expect(await client.search('10 Secret Road')).toEqual(failed);
    expect(await client.reverseGeocode(1.3, 103.8)).toEqual(failed);
    expect(server.initCalls()).toHaveLength(0);
    const logged = logger.error.mock.calls.flat().join('\n');
    expect(logged).toMatch(/Map search failed/);
    expect(logged).not.toMatch(/Secret/);
  });

  it('returns too-many-requests when the map service limits this client (MAP-18)', async () => {
    const refused = () =>
      json({ status: 429, errorCodes: 'TOO_MANY_REQUESTS', detail: 'Too many map searches.' }, 429);
    const { client } = setUp(fakeMapServer({ search: [refused], reverse: [refused] }), VALID_TOKEN);

    const tooMany = { error: true, data: null, reason: 'too-many-requests' };
    expect(await client.search('changi')).toEqual(tooMany);
    expect(await client.reverseGeocode(1.3, 103.8)).toEqual(tooMany);
  });

  it('passes on the notice of an answer from the built-in list, results or none (MAP-21)', async () => {
    const notice = MAP_MESSAGES.searchBusy;
    const server = fakeMapServer({
      search: [
        () => json({ found: 1, totalNumPages: 1, pageNum: 1, results: [RESULT], notice }),
        () => json({ found: 0, totalNumPages: 0, pageNum: 1, results: [], notice }),
      ],
    });
    const { client } = setUp(server, VALID_TOKEN);

    expect(await client.search('changi')).toEqual({ error: false, data: [RESULT], notice });
    expect(await client.search('nowhere')).toEqual({
      error: true,
      data: null,
      reason: 'no-results',
      notice,
    });
  });
});
