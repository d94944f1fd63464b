import { API_PATHS, REQUEST_HEADERS, zoneData, zoneDataSchema } from '@aviation-permits/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessContentToken,
  startTestApp,
  type TestAppHandle,
} from '../../test-support/test-app.js';

// MAP-6, ENQ (public Enquiry Tool), PERF-7: the day's zones as GeoJSON, for any visitor, prepared
// once a day and revalidated with its ETag.

// 23:30 in Singapore on 23 November 2026; half an hour later it is the 24th there.
let clock = new Date('2026-11-23T15:30:00Z');
let server: TestAppHandle;

beforeAll(async () => {
  server = await startTestApp({ now: () => clock });
});
afterAll(() => server.close());

async function requestZoneData(ifNoneMatch?: string) {
  return server.app.inject({
    method: 'GET',
    url: API_PATHS.mapZoneData,
    headers: {
      [REQUEST_HEADERS.accessContent]: await accessContentToken(server.app),
      ...(ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch }),
    },
  });
}

describe('GET /permits-service/v1/map/zone-data', () => {
  it("answers any visitor (no session) the domain's zones for today in Singapore", async () => {
    const response = await requestZoneData();

    expect(response.statusCode).toBe(200);
    const answer = zoneDataSchema.parse(response.json());
    expect(answer).toEqual(zoneData({ today: '2026-11-23' }));
    expect(answer.features.map((feature) => feature.properties.kind)).toEqual(
      expect.arrayContaining([
        'AERODROME',
        'RUNWAY',
        'AERODROME_ZONE',
        'FLIGHT_FUNNEL',
        'HEIGHT_LIMIT',
      ]),
    );
  });

  it('PERF-7: 304 with no body for the copy the browser holds, revalidated every time', async () => {
    const first = await requestZoneData();
    const etag = String(first.headers.etag);

    const again = await requestZoneData(etag);

    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('a new day in Singapore is a new answer: the old copy is no longer current', async () => {
    const today = await requestZoneData();
    clock = new Date('2026-11-23T16:00:00Z');

    const tomorrow = await requestZoneData(String(today.headers.etag));

    expect(tomorrow.statusCode).toBe(200);
    expect(tomorrow.headers.etag).not.toBe(today.headers.etag);
    expect(zoneDataSchema.parse(tomorrow.json()).validOn).toBe('2026-11-24');
  });
});
