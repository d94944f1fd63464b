import { randomInt, randomUUID } from 'node:crypto';
import {
  errorEnvelopeSchema,
  postalCodeLookupPath,
  REQUEST_HEADERS,
} from '@aviation-permits/domain/http';
import {
  MAP_API_PATHS,
  mapSearchAnswerSchema,
  mapTokenAnswerSchema,
} from '@aviation-permits/domain/geo';
import { MAP_MESSAGES } from '@aviation-permits/domain/messages';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClientAddress } from '../../test-support/client-address.js';
import { signIn } from '../../test-support/signed-in-client.js';
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

// MAP-18, MAP-20, MAP-21: what stands between a visitor and the portal's OneMap allowance (250
// calls a minute for the whole account): each client's limits, the cache of OneMap's answers, and
// the ceiling of calls a minute past which the packaged gazetteer answers with a notice. Counted in
// memory here, and in Redis below when REDIS_URL is set (CI sets it).

const START = new Date('2026-11-23T02:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

const fake: FakeOneMap = await startFakeOneMap();
afterAll(() => fake.close());

const ONEMAP_ENVIRONMENT = {
  ONEMAP_BASE_URL: fake.baseUrl,
  ONEMAP_EMAIL: FAKE_ONEMAP_ACCOUNT.email,
  ONEMAP_PASSWORD: FAKE_ONEMAP_ACCOUNT.password,
};

interface Portal {
  server: TestAppHandle;
  clock: { now: Date };
}

async function startPortal(environment: Record<string, string>, now = START): Promise<Portal> {
  const clock = { now };
  const server = await startTestApp({ now: () => clock.now, config: testConfig(environment) });
  return { server, clock };
}

interface Caller {
  token: string;
  address: string;
}

async function newCaller({ server }: Portal, address = newClientAddress()): Promise<Caller> {
  const response = await server.app.inject({
    method: 'GET',
    url: MAP_API_PATHS.init,
    remoteAddress: address,
    headers: { [REQUEST_HEADERS.accessContent]: await accessContentToken(server.app) },
  });
  return { token: mapTokenAnswerSchema.parse(response.json()).token, address };
}

async function get({ server }: Portal, caller: Caller, url: string) {
  return server.app.inject({
    method: 'GET',
    url,
    remoteAddress: caller.address,
    headers: {
      [REQUEST_HEADERS.accessContent]: await accessContentToken(server.app),
      authorization: caller.token,
    },
  });
}

const searchUrl = (searchVal: string, pageNum = '1') =>
  `${MAP_API_PATHS.search}?${new URLSearchParams({ searchVal, returnGeom: 'Y', getAddrDetails: 'Y', pageNum }).toString()}`;
const reverseUrl = (location: string) =>
  `${MAP_API_PATHS.reverseGeocode}?location=${location}&buffer=50&addressType=All`;

const oneMapCalls = (path: string) => fake.calls.filter((call) => call.path === path).length;

describe('the cache of OneMap’s answers (MAP-20)', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal(ONEMAP_ENVIRONMENT);
  });
  afterAll(() => portal.server.close());

  it('answers a query asked before, in other case or spacing, without calling OneMap', async () => {
    const caller = await newCaller(portal);
    const searchesBefore = oneMapCalls(ONEMAP_PATHS.search);
    const reversesBefore = oneMapCalls(ONEMAP_PATHS.reverseGeocode);

    const first = await get(portal, caller, searchUrl('Marina Bay Sands'));
    const again = await get(portal, caller, searchUrl('  marina   BAY sands '));
    const nearFirst = await get(portal, caller, reverseUrl('1.28390,103.8600'));
    const nearAgain = await get(portal, caller, reverseUrl('1.2839,103.86'));

    expect(again.json()).toEqual(first.json());
    expect(nearAgain.json()).toEqual(nearFirst.json());
    expect(oneMapCalls(ONEMAP_PATHS.search) - searchesBefore).toBe(1);
    expect(oneMapCalls(ONEMAP_PATHS.reverseGeocode) - reversesBefore).toBe(1);
  });

  it('asks OneMap for another page, and again once the answer is a day old', async () => {
    const caller = await newCaller(portal);
    await get(portal, caller, searchUrl('changi airport'));
    const before = oneMapCalls(ONEMAP_PATHS.search);

    await get(portal, caller, searchUrl('changi airport', '2'));
    portal.clock.now = new Date(START.getTime() + DAY_MS);
    try {
      await get(portal, await newCaller(portal), searchUrl('changi airport'));
    } finally {
      portal.clock.now = START;
    }

    expect(oneMapCalls(ONEMAP_PATHS.search) - before).toBe(2);
  });
});

describe("each client's limits (MAP-18)", () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal({
      MAP_SEARCH_PER_TOKEN_PER_MINUTE: '3',
      MAP_SEARCH_PER_ADDRESS_PER_MINUTE: '5',
    });
  });
  afterAll(() => portal.server.close());

  it('answers 429 in the envelope, with Retry-After, past the limit of one map token', async () => {
    const caller = await newCaller(portal);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await get(portal, caller, searchUrl('changi'))).statusCode);
    }
    const refused = await get(portal, caller, searchUrl('changi'));

    expect(statuses).toEqual([200, 200, 200]);
    expect(refused.statusCode).toBe(429);
    expect(errorEnvelopeSchema.parse(refused.json())).toEqual({
      status: 429,
      errorCodes: 'TOO_MANY_REQUESTS',
      detail: MAP_MESSAGES.tooManySearches,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('gives visitors served in the same second tokens of their own, limited apart', async () => {
    const spent = await newCaller(portal);
    const neighbour = await newCaller(portal);
    for (let i = 0; i < 4; i += 1) await get(portal, spent, searchUrl('changi'));

    expect(neighbour.token).not.toBe(spent.token);
    expect((await get(portal, neighbour, searchUrl('changi'))).statusCode).toBe(200);
  });

  it('counts every token of one client address together, and no other address', async () => {
    const address = newClientAddress();
    const first = await newCaller(portal, address);
    const second = await newCaller(portal, address);
    const statuses: number[] = [];
    for (const caller of [first, first, first, second, second, second]) {
      statuses.push((await get(portal, caller, reverseUrl('1.3521,103.8198'))).statusCode);
    }
    const elsewhere = await get(portal, await newCaller(portal), reverseUrl('1.3521,103.8198'));

    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('the ceiling of calls to OneMap a minute (MAP-21)', () => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal({ ...ONEMAP_ENVIRONMENT, ONEMAP_CALLS_PER_MINUTE: '2' });
  });
  afterAll(() => portal.server.close());

  it('once reached, answers from the packaged gazetteer with the notice, without calling OneMap', async () => {
    const caller = await newCaller(portal);
    const before = oneMapCalls(ONEMAP_PATHS.search);

    const fromOneMap = [
      await get(portal, caller, searchUrl('bayfront avenue')),
      await get(portal, caller, searchUrl('marina bay sands')),
    ];
    const busy = await get(portal, caller, searchUrl('changi airport'));
    const cached = await get(portal, caller, searchUrl('bayfront avenue'));

    expect(oneMapCalls(ONEMAP_PATHS.search) - before).toBe(2);
    for (const answer of [...fromOneMap, cached]) {
      expect(mapSearchAnswerSchema.parse(answer.json()).notice).toBeUndefined();
    }
    expect(busy.statusCode).toBe(200);
    const gazetteerAnswer = mapSearchAnswerSchema.parse(busy.json());
    expect(gazetteerAnswer.notice).toBe(MAP_MESSAGES.searchBusy);
    expect(gazetteerAnswer.results[0]?.SEARCHVAL).toMatch(/CHANGI AIRPORT/);
  });

  it("refuses the profile's postal-code lookup with 429 rather than guess from the gazetteer", async () => {
    const applicant = await signIn(portal.server.app, portal.server.db, {
      email: 'busy@example.com',
    });

    const response = await applicant.request({
      method: 'GET',
      url: postalCodeLookupPath('560123'),
    });

    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ status: 429, errorCodes: 'TOO_MANY_REQUESTS' });
  });
});

describe('with REDIS_URL set but Redis unreachable (MAP-20, MAP-21)', () => {
  it('still answers, and keeps the answers and counts in memory', async () => {
    // Port 1 on the loopback: nothing listens, the connection is refused at once.
    const portal = await startPortal({ ...ONEMAP_ENVIRONMENT, REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const caller = await newCaller(portal);
      const before = oneMapCalls(ONEMAP_PATHS.search);

      const answers = [
        await get(portal, caller, searchUrl('raffles place')),
        await get(portal, caller, searchUrl('raffles place')),
      ];

      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(oneMapCalls(ONEMAP_PATHS.search) - before).toBe(1);
    } finally {
      await portal.server.close();
    }
  });
});

// Runs where a Redis server is at hand: REDIS_URL=redis://127.0.0.1:6379 npx vitest run …
describe.skipIf(process.env.REDIS_URL === undefined)('with Redis (REDIS_URL)', () => {
  const redisUrl = process.env.REDIS_URL ?? '';
  let first: Portal;
  let second: Portal;
  beforeAll(async () => {
    // The ceiling is one count for the whole portal: a run starts it afresh.
    const redis = new Redis(redisUrl);
    await redis.del('aviation-permits:counts:onemap-calls');
    redis.disconnect();
    // A clock of this run's own, so its map tokens are too.
    const now = new Date(START.getTime() + randomInt(1_000_000) * 1000);
    const environment = {
      ...ONEMAP_ENVIRONMENT,
      REDIS_URL: redisUrl,
      ONEMAP_CALLS_PER_MINUTE: '2',
      MAP_SEARCH_PER_TOKEN_PER_MINUTE: '3',
    };
    [first, second] = await Promise.all([
      startPortal(environment, now),
      startPortal(environment, now),
    ]);
  });
  afterAll(() => Promise.all([first.server.close(), second.server.close()]));

  it('shares the cache and the ceiling between instances', async () => {
    // Search texts of this run's own: Redis keeps the answers of earlier runs for a day.
    const [one, two, three] = ['one', 'two', 'three'].map((n) => `${n} ${randomUUID()}`);
    const caller = await newCaller(first);
    const before = oneMapCalls(ONEMAP_PATHS.search);

    await get(first, caller, searchUrl(one ?? ''));
    const cachedElsewhere = await get(second, caller, searchUrl(one ?? ''));
    await get(second, await newCaller(second), searchUrl(two ?? ''));
    const busy = await get(first, await newCaller(first), searchUrl(three ?? ''));

    expect(oneMapCalls(ONEMAP_PATHS.search) - before).toBe(2);
    expect(mapSearchAnswerSchema.parse(cachedElsewhere.json()).notice).toBeUndefined();
    expect(mapSearchAnswerSchema.parse(busy.json()).notice).toBe(MAP_MESSAGES.searchBusy);
  });

  it("counts a map token's calls on every instance together", async () => {
    const caller = await newCaller(first, `10.2.${randomInt(256)}.${randomInt(256)}`);
    const statuses: number[] = [];
    for (const portal of [first, second, first, second]) {
      statuses.push((await get(portal, caller, reverseUrl('1.3521,103.8198'))).statusCode);
    }

    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
