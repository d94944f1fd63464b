import { API_PATHS, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import {
  CATEGORY_API_PATHS,
  shipInitDataSchema,
  submitApplicationResponseSchema,
} from '@aviation-permits/domain/application';
import { initDataSchema } from '@aviation-permits/domain/init-data';
import { SHIP_CROSSING, SITES } from '@aviation-permits/domain/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInApplicant, submitNewDraft } from '../../test-support/application-test-client.js';
import type { SignedInClient } from '../../test-support/signed-in-client.js';
import {
  accessContentToken,
  startTestApp,
  type TestAppHandle,
} from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';

// ENQ-10, APP-9: the vessel height above which a crossing under Changi's paths needs a clearance
// is SHIP_CROSSING_CLEARANCE_ABOVE_M. A portal configured with 40 m sends 40 to the Enquiry Tool
// (shared init-data) and to the ship form (its init-data), and judges a submission by it.

const NOW = new Date('2026-03-02T02:00:00.000Z'); // Monday 2 March, 10:00 in Singapore
const UNDER_CHANGI_APPROACH = {
  kind: 'point',
  point: {
    latitude: SITES.underChangiApproach.lat.toFixed(6),
    longitude: SITES.underChangiApproach.lng.toFixed(6),
  },
};

let server: TestAppHandle;
let applicant: SignedInClient;

beforeAll(async () => {
  server = await startTestApp({
    now: () => NOW,
    config: testConfig({ SHIP_CROSSING_CLEARANCE_ABOVE_M: '40' }),
  });
  applicant = await signInApplicant(server.app, server.db, 'ship.clearance@example.com', {
    at: NOW,
  });
});
afterAll(() => server.close());

describe('a configured ship crossing trigger of 40 m (ENQ-10)', () => {
  it('reaches the Enquiry Tool through the shared init-data', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: API_PATHS.initData,
      headers: { [REQUEST_HEADERS.accessContent]: await accessContentToken(server.app) },
    });

    expect(response.statusCode).toBe(200);
    expect(initDataSchema.parse(response.json()).shipCrossingClearanceAboveM).toBe(40);
  });

  it("reaches the ship form's review step through its init-data", async () => {
    const response = await applicant.request({
      method: 'GET',
      url: CATEGORY_API_PATHS[3].initData,
    });

    expect(response.statusCode).toBe(200);
    expect(shipInitDataSchema.parse(response.json()).shipCrossingClearanceAboveM).toBe(40);
  });

  it.each([
    ['38', 'NO_PERMIT_REQUIRED', 'SHIP_WITHIN_LIMIT'],
    ['41', 'PERMIT_REQUIRED', 'SHIP_TALLER_THAN_LIMIT'],
  ])(
    'judges a %s m vessel under the Changi approach at submission: %s',
    async (height, verdict, code) => {
      const form = {
        ...SHIP_CROSSING,
        vesselHeightM: height,
        location: UNDER_CHANGI_APPROACH,
        supportingDocumentIds: [],
      };
      const { response } = await submitNewDraft(applicant, 3, form);

      expect(response.statusCode, response.body).toBe(200);
      expect(submitApplicationResponseSchema.parse(response.json()).eligibility).toMatchObject({
        verdict,
        reasons: [expect.objectContaining({ code, threshold: { value: 40, unit: 'm' } })],
      });
    },
  );
});
