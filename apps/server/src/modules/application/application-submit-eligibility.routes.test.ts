import { API_PATHS } from '@aviation-permits/domain/http';
import {
  applicationRecordSchema,
  submitApplicationResponseSchema,
} from '@aviation-permits/domain/application';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHIP_CROSSING,
  SITES,
  VALID_ROW,
  aerialActivity,
} from '@aviation-permits/domain/test-fixtures';
import {
  createDraft,
  signInApplicant,
  submitNewDraft,
} from '../../test-support/application-test-client.js';
import type { SignedInClient } from '../../test-support/signed-in-client.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';

// APP-9, ENQ-2: at submission the server judges the answers by the Enquiry Tool's rules, whatever
// the browser showed: the outcome (verdict, reasons with zone and limit, lead time) comes back in
// the submit answer and in application/retrieve, and a "not allowed" is refused on its field.
// "Today" is Monday 2 March 2026; the example rows are Monday 23 March, 20:00 to 21:00.

const NOW = new Date('2026-03-02T02:00:00.000Z'); // 10:00 in Singapore

let server: TestAppHandle;
let applicant: SignedInClient;

beforeAll(async () => {
  server = await startTestApp({ now: () => NOW });
  applicant = await signInApplicant(server.app, server.db, 'eligibility@example.com', {
    at: NOW,
  });
});
afterAll(() => server.close());

const pointAt = ({ lat, lng }: { lat: number; lng: number }) => ({
  kind: 'point',
  point: { latitude: lat.toFixed(6), longitude: lng.toFixed(6) },
});

/** A valid form of the category, without the fixture's made-up document. */
function formOf(example: object, changes: object) {
  return { ...example, ...changes, supportingDocumentIds: [] };
}

async function retrieve(id: string) {
  const response = await applicant.request({
    method: 'GET',
    url: `${API_PATHS.applicationRetrieve}?id=${id}`,
  });
  return applicationRecordSchema.parse(response.json());
}

describe('the outcome is answered and kept with the application', () => {
  it('a kite above 200 ft near Paya Lebar needs a permit, naming the zone and the limit', async () => {
    const form = formOf(aerialActivity('KITE'), {
      location: pointAt(SITES.kallang),
      maxHeightFtAboveMsl: '300',
    });
    const { draft, response } = await submitNewDraft(applicant, 4, form);
    expect(response.statusCode, response.body).toBe(200);
    const answer = submitApplicationResponseSchema.parse(response.json());
    expect(answer.eligibility).toMatchObject({
      verdict: 'PERMIT_REQUIRED',
      leadTimeWorkingDays: 7,
      reasons: [
        {
          code: 'ABOVE_HEIGHT_LIMIT',
          message:
            'The kite reaches 300 ft above sea level, above the 200 ft limit within 10 km of Paya Lebar Air Base.',
          zone: { id: 'WSAP-within-10km', name: 'Within 10 km of Paya Lebar Air Base' },
          threshold: { value: 200, unit: 'ft', reference: 'AMSL' },
        },
      ],
    });
    const record = await retrieve(draft.id);
    expect(record.eligibility).toEqual(answer.eligibility);
    // The outcome sits beside the answers, not among them.
    expect(record.form).not.toHaveProperty('eligibility');
  });

  it('a low kite in the far west needs no permit by the rules, and says so', async () => {
    const form = formOf(aerialActivity('KITE'), {
      location: pointAt(SITES.tuasSouth),
      maxHeightFtAboveMsl: '300',
    });
    const { draft, response } = await submitNewDraft(applicant, 4, form);
    expect(response.statusCode, response.body).toBe(200);
    expect((await retrieve(draft.id)).eligibility).toMatchObject({
      verdict: 'NO_PERMIT_REQUIRED',
      reasons: [{ code: 'WITHIN_HEIGHT_LIMIT' }],
    });
  });

  it('a 42 m vessel crossing under the Changi approach needs a clearance', async () => {
    const form = formOf(SHIP_CROSSING, { location: pointAt(SITES.underChangiApproach) });
    const { response } = await submitNewDraft(applicant, 3, form);
    expect(response.statusCode, response.body).toBe(200);
    expect(submitApplicationResponseSchema.parse(response.json()).eligibility).toMatchObject({
      verdict: 'PERMIT_REQUIRED',
      reasons: [{ code: 'SHIP_TALLER_THAN_LIMIT', threshold: { value: 35, unit: 'm' } }],
    });
  });

  it('a draft has no outcome until it is submitted', async () => {
    const draft = await createDraft(applicant, {
      category: 4,
      activityType: 'KITE',
      location: pointAt(SITES.kallang),
    });
    expect((await retrieve(draft.id)).eligibility).toBeUndefined();
  });
});

describe('a "not allowed" outcome is refused on its field', () => {
  it('a balloon release on a weekday morning → 400 on the row, still a draft', async () => {
    const form = formOf(aerialActivity('BRELEASE'), {
      dateTimeRows: [{ ...VALID_ROW, startTime: '09:00', endTime: '10:00' }],
    });
    const { draft, response } = await submitNewDraft(applicant, 4, form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      errorCodes: 'VALIDATION_ERROR',
      errors: [
        {
          field: 'form.dateTimeRows.0.startTime',
          errorMessage: expect.stringContaining('not allowed during military operating hours'),
        },
      ],
    });
    expect(await retrieve(draft.id)).toMatchObject({ status: 'DRAFT', reference: null });
  });
});
