import {
  CATEGORY_API_PATHS,
  aerialActivityInitDataSchema,
  aerialPhotoInitDataSchema,
  craneInitDataSchema,
  shipInitDataSchema,
} from '@aviation-permits/domain/application';
import { REQUEST_HEADERS } from '@aviation-permits/domain/http';
import { publicHolidaysWith } from '@aviation-permits/domain/activity';
import { testTemporaryArea } from '@aviation-permits/domain/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInApplicant } from '../../test-support/application-test-client.js';
import type { SignedInClient } from '../../test-support/signed-in-client.js';
import {
  accessContentToken,
  startTestApp,
  type TestAppHandle,
} from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';

// APP-7, APP-3, APP-9: each form's init-data answers its lists and the rules' figures with the
// server's today in Singapore (23:30 UTC on 1 March is already 2 March there), its public holidays
// (the shipped list with PUBLIC_HOLIDAYS', here Wednesday 4 March) and the temporary restricted
// areas in force, for a signed-in user.

const NOW = new Date('2026-03-01T23:30:00.000Z');
const AREA = testTemporaryArea('2026-03-01', '2026-03-20');
const FEES = {
  1: 12_300,
  2: 0,
  3: 4_500,
  4: { BRELEASE: 100, BHOISTING: 200, KITE: 0, LASERS: 300, SLRELEASE: 400, FIREWORKS: 500 },
};

let server: TestAppHandle;
let applicant: SignedInClient;

beforeAll(async () => {
  server = await startTestApp({
    now: () => NOW,
    config: {
      ...testConfig({ PUBLIC_HOLIDAYS: '2026-03-04', FEES: JSON.stringify(FEES) }),
      temporaryRestrictedAreas: [AREA],
    },
  });
  applicant = await signInApplicant(server.app, server.db, 'init.data@example.com', {
    notApproved: true,
    at: NOW,
  });
});
afterAll(() => server.close());

describe('per-category init-data', () => {
  it.each([
    [1, aerialPhotoInitDataSchema, 14, '2026-03-23'],
    [2, craneInitDataSchema, 7, '2026-03-12'],
    [3, shipInitDataSchema, 7, '2026-03-12'],
    [4, aerialActivityInitDataSchema, 7, '2026-03-12'],
  ] as const)('category %i', async (category, schema, days, earliest) => {
    const response = await applicant.request({
      method: 'GET',
      url: CATEGORY_API_PATHS[category].initData,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(schema.parse(response.json())).toMatchObject({
      today: '2026-03-02',
      publicHolidays: publicHolidaysWith(['2026-03-04']),
      leadTimeWorkingDays: days,
      earliestStartDate: earliest,
      temporaryRestrictedAreas: [{ ...AREA, periods: [{ from: '2026-03-20', to: '2026-03-20' }] }],
      // APP-70: the configured schedule, so the review step shows the fee the submission charges.
      fees: FEES,
    });
  });

  it('needs a session', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: CATEGORY_API_PATHS[4].initData,
      headers: { [REQUEST_HEADERS.accessContent]: await accessContentToken(server.app) },
    });
    expect(response.statusCode).toBe(401);
  });
});
