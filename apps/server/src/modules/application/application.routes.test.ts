import { API_PATHS, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import { getInitData, initDataSchema } from '@aviation-permits/domain/init-data';
import { testTemporaryArea } from '@aviation-permits/domain/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessContentToken,
  startTestApp,
  type TestAppHandle,
} from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';

// APP-8, ENQ-12: the shared initial data, with the server's today in Singapore (23:30 UTC on
// 3 July is already the 4th there) and the configured temporary restricted areas in force.

let clock = new Date('2026-07-03T23:30:00Z');
const AREA = testTemporaryArea('2026-07-03', '2026-07-11');
const EXPECTED = getInitData({ today: '2026-07-04', temporaryAreas: [AREA] });

let server: TestAppHandle;

beforeAll(async () => {
  server = await startTestApp({
    now: () => clock,
    config: { ...testConfig(), temporaryRestrictedAreas: [AREA] },
  });
});
afterAll(() => server.close());

describe('GET /permits-service/v1/application/common/init-data', () => {
  it("answers the domain's shared initial data, in the shape of initDataSchema", async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: API_PATHS.initData,
      headers: { [REQUEST_HEADERS.accessContent]: await accessContentToken(server.app) },
    });

    expect(response.statusCode).toBe(200);
    const initData = initDataSchema.parse(response.json());
    expect(initData).toEqual(EXPECTED);
    expect(initData.categories.map((category) => category.id)).toEqual([1, 2, 3, 4]);
    expect(initData.countries).toContainEqual({ code: 'SG', name: 'Singapore' });
  });

  it('PERF-7: carries a strong ETag and lets the browser keep it only while it revalidates', async () => {
    const response = await requestInitData({});

    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect((await requestInitData({})).headers.etag).toBe(response.headers.etag);
  });

  it.each([
    ['the same tag', (etag: string) => etag],
    ['the tag a compressing proxy marked weak', (etag: string) => `W/${etag}`],
    ['a list holding the tag', (etag: string) => `"older", ${etag}`],
    ['any current copy', () => '*'],
  ])('PERF-7: answers If-None-Match with %s 304 and no body', async (_name, ifNoneMatch) => {
    const { etag } = (await requestInitData({})).headers;
    if (typeof etag !== 'string') throw new Error('init-data carries no ETag');

    const revalidated = await requestInitData({ 'if-none-match': ifNoneMatch(etag) });

    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
    expect(revalidated.headers.etag).toBe(etag);
  });

  it('PERF-7: answers a stale If-None-Match 200 with the whole body', async () => {
    const response = await requestInitData({ 'if-none-match': '"an-older-build"' });

    expect(response.statusCode).toBe(200);
    expect(initDataSchema.parse(response.json())).toEqual(EXPECTED);
  });

  it("carries the server's today and the configured temporary areas not yet over (ENQ-12)", async () => {
    const onTheFourth = initDataSchema.parse((await requestInitData({})).json());
    expect(onTheFourth.today).toBe('2026-07-04');
    expect(onTheFourth.temporaryRestrictedAreas).toEqual([
      { ...AREA, periods: [{ from: '2026-07-11', to: '2026-07-11' }] },
    ]);

    clock = new Date('2026-07-11T16:00:00Z'); // the 12th in Singapore
    const afterwards = await requestInitData({});
    expect(initDataSchema.parse(afterwards.json())).toMatchObject({
      today: '2026-07-12',
      temporaryRestrictedAreas: [],
    });
  });
});

async function requestInitData(headers: Record<string, string>) {
  return server.app.inject({
    method: 'GET',
    url: API_PATHS.initData,
    headers: { [REQUEST_HEADERS.accessContent]: await accessContentToken(server.app), ...headers },
  });
}
