import { submitApplicationResponseSchema } from '@aviation-permits/domain/application';
import {
  TEST_AREA_CENTRE,
  aerialActivity,
  testTemporaryArea,
} from '@aviation-permits/domain/test-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInApplicant, submitNewDraft } from '../../test-support/application-test-client.js';
import type { SignedInClient } from '../../test-support/signed-in-client.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';

// APP-3, APP-9, ENQ-12: a submission counts its lead time over the public holidays (the shipped
// list and PUBLIC_HOLIDAYS'), and is judged by the temporary restricted areas the server is
// configured with. "Today" is Wednesday 5 August 2026 in Singapore; Monday 10 August is the
// public holiday after National Day (shipped), Wednesday 12 August one a test configures.

const NOW = new Date('2026-08-05T02:00:00.000Z'); // 10:00 in Singapore
const AREA = testTemporaryArea('2026-08-20');

let server: TestAppHandle;
let applicant: SignedInClient;

beforeAll(async () => {
  server = await startTestApp({
    now: () => NOW,
    config: {
      ...testConfig({ PUBLIC_HOLIDAYS: '2026-08-12' }),
      temporaryRestrictedAreas: [AREA],
    },
  });
  applicant = await signInApplicant(server.app, server.db, 'published.data@example.com', {
    at: NOW,
  });
});
afterAll(() => server.close());

/** A low kite beside the test's area, where nothing else needs a permit, on one evening. */
function kiteOn(date: string) {
  return {
    ...aerialActivity('KITE'),
    location: {
      kind: 'point',
      point: {
        latitude: TEST_AREA_CENTRE.lat.toFixed(6),
        longitude: TEST_AREA_CENTRE.lng.toFixed(6),
      },
    },
    dateTimeRows: [{ startDate: date, endDate: date, startTime: '20:00', endTime: '21:00' }],
    supportingDocumentIds: [],
  };
}

describe('the lead time skips the public holidays (APP-3)', () => {
  it.each([
    ['2026-08-14', 'seven working days only if the Monday after National Day were one', 400],
    ['2026-08-17', 'seven working days only if the configured holiday were one', 400],
    ['2026-08-18', 'seven working days after both holidays', 200],
  ])('a start on %s (%s) → %i', async (date, _why, status) => {
    const { response } = await submitNewDraft(applicant, 4, kiteOn(date));

    expect(response.statusCode, response.body).toBe(status);
    if (status === 400) {
      expect(response.json()).toMatchObject({
        errorCodes: 'VALIDATION_ERROR',
        errors: [
          {
            field: 'form.dateTimeRows.0.startDate',
            errorMessage: 'Apply at least 7 working days before the activity starts.',
          },
        ],
      });
    }
  });
});

describe('the configured temporary restricted areas judge the answers (APP-9, ENQ-12)', () => {
  it('a kite inside the area on its date needs a permit, naming the area', async () => {
    const { response } = await submitNewDraft(applicant, 4, kiteOn('2026-08-20'));

    expect(response.statusCode, response.body).toBe(200);
    expect(submitApplicationResponseSchema.parse(response.json()).eligibility).toMatchObject({
      verdict: 'PERMIT_REQUIRED',
      reasons: expect.arrayContaining([
        expect.objectContaining({
          code: 'TEMPORARY_RESTRICTED_AREA',
          zone: { id: 'test-area-2026-08-20', name: AREA.name },
        }),
      ]),
    });
  });

  it('on another date the area does not apply', async () => {
    const { response } = await submitNewDraft(applicant, 4, kiteOn('2026-08-21'));

    expect(response.statusCode, response.body).toBe(200);
    expect(submitApplicationResponseSchema.parse(response.json()).eligibility).toMatchObject({
      verdict: 'NO_PERMIT_REQUIRED',
    });
  });
});
