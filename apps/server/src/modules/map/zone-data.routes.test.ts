import { API_PATHS, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import { zoneData, zoneDataSchema } from '@aviation-permits/domain/geo';
import { testTemporaryArea } from '@aviation-permits/domain/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessContentToken,
  startTestApp,
  type TestAppHandle,
} from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';

// MAP-6, ENQ (public Enquiry Tool), PERF-7: the day's zones as GeoJSON, for any visitor, prepared
// once a day and revalidated with its ETag.

// 23:30 in Singapore on 23 November 2026; half an hour later it is the 24th there.
let clock = new Date('2026-11-23T15:30:00Z');
let server: TestAppHandle;

beforeAll(async () => {
  server = await startTestApp({ now: () => clock });
});
afterAll(() => server.close());

async function requestZoneData(ifNoneMatch?: string, app = server.app) {
  return app.inject({
    method: 'GET',
    url: API_PATHS.mapZoneData,
    headers: {
      [REQUEST_HEADERS.accessContent]: await accessContentToken(app),
      ...(ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch }),
    },
  });
}

describe('GET /permits-service/v1/map/zone-data', () => {
  it("answers any visitor (no session) the domain's zones for today in Singapore", async () => {
    const response = await requestZoneData();

    expect(response.statusCode).toBe(200);
    const answer = zoneDataSchema.parse(response.json());
    expect(answer).toEqual(zoneData({ today: '2026-11-23', temporaryAreas: [] }));
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

describe('temporary restricted areas on the map (ENQ-12, MAP-6)', () => {
  const temporaryKind = (features: { properties: { kind: string; id: string } }[]) =>
    features.filter((feature) => feature.properties.kind === 'TEMPORARY_RESTRICTED_AREA');

  it('draws none the portal made up: a default configuration has none, on any day', async () => {
    // 4 July 2026 was a date of the rehearsal closure the source once shipped as if published.
    const handle = await startTestApp({ now: () => new Date('2026-07-04T02:00:00Z') });
    try {
      const answer = zoneDataSchema.parse((await requestZoneData(undefined, handle.app)).json());
      expect(temporaryKind(answer.features)).toEqual([]);
    } finally {
      await handle.close();
    }
  });

  it("draws the configured areas still in force on the server's day, one feature per date", async () => {
    let at = new Date('2026-09-02T02:00:00Z');
    const area = testTemporaryArea('2026-09-01', '2026-09-03', '2026-09-05');
    const handle = await startTestApp({
      now: () => at,
      config: { ...testConfig(), temporaryRestrictedAreas: [area] },
    });
    try {
      const onTheSecond = zoneDataSchema.parse(
        (await requestZoneData(undefined, handle.app)).json(),
      );
      expect(temporaryKind(onTheSecond.features).map((feature) => feature.properties.id)).toEqual([
        'test-area-2026-09-03',
        'test-area-2026-09-05',
      ]);
      expect(onTheSecond).toEqual(zoneData({ today: '2026-09-02', temporaryAreas: [area] }));

      at = new Date('2026-09-06T02:00:00Z');
      const after = zoneDataSchema.parse((await requestZoneData(undefined, handle.app)).json());
      expect(temporaryKind(after.features)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
