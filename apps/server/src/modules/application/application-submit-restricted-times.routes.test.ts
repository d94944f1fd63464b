import { API_PATHS } from '@aviation-permits/domain/http';
import { applicationRecordSchema } from '@aviation-permits/domain/application';
import { type AerialActivityCode } from '@aviation-permits/domain/activity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALID_ROW, aerialActivity } from '@aviation-permits/domain/test-fixtures';
import { signInApplicant, submitNewDraft } from '../../test-support/application-test-client.js';
import type { SignedInClient } from '../../test-support/signed-in-client.js';
import { startTestApp, type TestAppHandle } from '../../test-support/test-app.js';

// APP-33, APP-34: the server refuses a release of balloons or sky lanterns whose date/time rows
// overlap the military operating hours (Monday to Friday 07:00–19:00, Saturday 07:00–13:00,
// Singapore time), whatever the browser checked; other activity types may take place then.
// "Today" is Monday 2 March 2026; Monday 23 March is past the lead time.

const NOW = new Date('2026-03-02T02:00:00.000Z'); // 10:00 in Singapore
const RESTRICTED =
  'The proposed activity is not allowed during military operating hours. You may wish to explore alternative days or time';

const MONDAY = '2026-03-23';
const TUESDAY = '2026-03-24';
const SATURDAY = '2026-03-28';
const SUNDAY = '2026-03-29';

let server: TestAppHandle;
let applicant: SignedInClient;

beforeAll(async () => {
  server = await startTestApp({ now: () => NOW });
  applicant = await signInApplicant(server.app, server.db, 'restricted.times@example.com', {
    at: NOW,
  });
});
afterAll(() => server.close());

function row(startDate: string, endDate: string, startTime: string, endTime: string) {
  return { startDate, endDate, startTime, endTime };
}

/** A valid form of the type with these rows, without the fixture's made-up document. */
function formWith(type: AerialActivityCode, dateTimeRows: object[]) {
  return { ...aerialActivity(type), dateTimeRows, supportingDocumentIds: [] };
}

describe('a release inside military operating hours is refused with the restricted-times message', () => {
  it.each([
    ['balloons on a weekday morning', 'BRELEASE', [row(MONDAY, MONDAY, '10:00', '12:00')], 0],
    [
      'balloons on a Saturday until 13:00',
      'BRELEASE',
      [row(SATURDAY, SATURDAY, '12:30', '14:00')],
      0,
    ],
    [
      'balloons overnight into a weekday morning',
      'BRELEASE',
      [row(MONDAY, MONDAY, '22:00', '07:30')],
      0,
    ],
    [
      'balloons on a Sunday-to-Monday row that reaches Monday',
      'BRELEASE',
      [row(SUNDAY, '2026-03-30', '10:00', '11:00')],
      0,
    ],
    [
      'balloons in the second row only',
      'BRELEASE',
      [VALID_ROW, row(TUESDAY, TUESDAY, '18:30', '19:30')],
      1,
    ],
    ['sky lanterns on a weekday evening', 'SLRELEASE', [row(MONDAY, MONDAY, '18:00', '20:00')], 0],
  ] as const)('%s → 400', async (_name, type, rows, index) => {
    const { draft, response } = await submitNewDraft(applicant, 4, formWith(type, [...rows]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      errorCodes: 'VALIDATION_ERROR',
      errors: [{ field: `form.dateTimeRows.${index}.startTime`, errorMessage: RESTRICTED }],
    });
    // Nothing was submitted: still a draft at version 1, without a reference.
    const record = applicationRecordSchema.parse(
      (
        await applicant.request({
          method: 'GET',
          url: `${API_PATHS.applicationRetrieve}?id=${draft.id}`,
        })
      ).json(),
    );
    expect(record).toMatchObject({ status: 'DRAFT', version: 1, reference: null });
  });
});

describe('outside military operating hours, or for another activity type, it is accepted', () => {
  it.each([
    ['balloons on a weekday evening', 'BRELEASE', [row(MONDAY, MONDAY, '19:00', '21:00')]],
    ['balloons on a Saturday afternoon', 'BRELEASE', [row(SATURDAY, SATURDAY, '13:00', '15:00')]],
    ['balloons on a Sunday morning', 'BRELEASE', [row(SUNDAY, SUNDAY, '10:00', '12:00')]],
    ['sky lanterns before 07:00', 'SLRELEASE', [row(MONDAY, TUESDAY, '05:00', '07:00')]],
    [
      'a captive balloon on a weekday morning',
      'BHOISTING',
      [row(MONDAY, MONDAY, '10:00', '12:00')],
    ],
    ['lasers on a weekday morning', 'LASERS', [row(MONDAY, MONDAY, '10:00', '12:00')]],
  ] as const)('%s → 200', async (_name, type, rows) => {
    const { response } = await submitNewDraft(applicant, 4, formWith(type, [...rows]));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ reference: expect.stringMatching(/^AA-2026-\d{6}$/) });
  });
});
