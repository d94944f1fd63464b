import { API_PATHS, ERROR_CODES, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import {
  CATEGORY_API_PATHS,
  submitApplicationResponseSchema,
} from '@aviation-permits/domain/application';
import {
  PUBLISHED_DATA_API_PATHS,
  officerPublicHolidaysSchema,
  officerRestrictedAreasSchema,
} from '@aviation-permits/domain/officer';
import {
  addCalendarDays,
  earliestStartDate,
  isWorkingDay,
} from '@aviation-permits/domain/activity';
import { singaporeCalendarDate } from '@aviation-permits/domain/validation';
import { zoneDataSchema } from '@aviation-permits/domain/geo';
import { TEST_AREA_CENTRE, aerialActivity } from '@aviation-permits/domain/test-fixtures';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { officerAudit } from '../../db/schema/officers.js';
import { signInApplicant, submitNewDraft } from '../../test-support/application-test-client.js';
import { CHEAP_HUMAN_CHECK } from '../../test-support/human-check-solver.js';
import { addOfficer, signInNewOfficer } from '../../test-support/officer-browser.js';
import { accessContentToken, startTestApp } from '../../test-support/test-app.js';

// OFF-30 to OFF-35: a supervisor publishes and withdraws temporary restricted areas and adds and
// removes public holidays, each audited; every officer reads them; the map, the Enquiry Tool's
// init-data, the forms and the submission use them on the server's date.

/** Real time: altcha-lib checks challenge expiry against the system clock too; tests move it. */
const clock = new Date();
const server = await startTestApp({ humanCheck: CHEAP_HUMAN_CHECK, now: () => clock });
afterAll(() => server.close());
const { app, db } = server;

const supervisorId = await addOfficer(db, 'chief@caa.example', 'supervisor', 'Chief Inspector');
await addOfficer(db, 'desk@caa.example', 'officer');
const { browser: supervisor } = await signInNewOfficer(app, 'chief@caa.example', clock);
const { browser: officer } = await signInNewOfficer(app, 'desk@caa.example', clock);
const applicant = await signInApplicant(app, db, 'published.data@example.com');

const today = singaporeCalendarDate(clock);
const day = (offset: number) => addCalendarDays(today, offset);

/** A circle of 2 km around the test area's centre, closed to 2,500 ft. */
function areaFor(name: string, from: string, to: string) {
  return {
    name,
    area: { kind: 'circle', centre: TEST_AREA_CENTRE, radiusM: 2000 },
    floorFt: 0,
    ceilingFt: 2500,
    from,
    to,
  };
}

async function publish(body: object) {
  return supervisor.call('POST', PUBLISHED_DATA_API_PATHS.restrictedAreas, body);
}

async function publicGet(url: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: { [REQUEST_HEADERS.accessContent]: await accessContentToken(app) },
  });
}

/** The names of the temporary areas the public map draws now. */
async function mapAreaNames(): Promise<string[]> {
  const zones = zoneDataSchema.parse((await publicGet(API_PATHS.mapZoneData)).json());
  return zones.features
    .filter((feature) => feature.properties.kind === 'TEMPORARY_RESTRICTED_AREA')
    .map((feature) => feature.properties.name);
}

async function lastAudit(subjectId: string) {
  const [row] = await db
    .select()
    .from(officerAudit)
    .where(and(eq(officerAudit.subjectId, subjectId)))
    .orderBy(desc(officerAudit.id))
    .limit(1);
  return row;
}

/** A low kite inside the test area on one evening: only the area makes it need a permit. */
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

describe('who may read and change the published data (OFF-36)', () => {
  it.each([
    ['POST', PUBLISHED_DATA_API_PATHS.restrictedAreas, areaFor('Refused', day(1), day(2))],
    [
      'POST',
      PUBLISHED_DATA_API_PATHS.restrictedAreaWithdrawal(crypto.randomUUID()),
      { reason: 'No' },
    ],
    ['POST', PUBLISHED_DATA_API_PATHS.publicHolidays, { date: day(40), name: 'No' }],
    ['POST', PUBLISHED_DATA_API_PATHS.publicHolidayRemoval(day(40)), {}],
  ] as const)('an officer who is not a supervisor gets 403 on %s %s', async (method, url, body) => {
    const response = await officer.call(method, url, body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ status: 403, errorCodes: ERROR_CODES.forbidden });
  });

  it('every officer reads both lists; without an officer session the answer is 401', async () => {
    for (const url of [
      PUBLISHED_DATA_API_PATHS.restrictedAreas,
      PUBLISHED_DATA_API_PATHS.publicHolidays,
    ]) {
      expect((await officer.call('GET', url)).statusCode).toBe(200);
      expect((await publicGet(url)).statusCode).toBe(401);
    }
  });
});

describe('temporary restricted areas (OFF-30 to OFF-32)', () => {
  it('refuses a bad area in the envelope, naming each field', async () => {
    const response = await publish({
      ...areaFor(' ', day(3), day(2)),
      area: { kind: 'polygon', ring: [TEST_AREA_CENTRE] },
      ceilingFt: 0,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, errorCodes: ERROR_CODES.validation });
    const fields = response.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'area.ring', 'ceilingFt', 'to']));
  });

  it('refuses a period already over on the server date', async () => {
    const response = await publish(areaFor('Over', day(-3), day(-1)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ field: 'to', errorMessage: 'End date cannot be in the past' }],
    });
  });

  it('publishes an area, audited, drawn on the public map from its start to its end', async () => {
    const response = await publish(areaFor('Rehearsal closure', day(0), day(2)));
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(await lastAudit(id)).toMatchObject({
      actor: supervisorId,
      action: 'restricted-area.publish',
      subjectType: 'restricted-area',
      message: expect.stringContaining('Rehearsal closure'),
      clientAddress: supervisor.remoteAddress,
    });

    const listed = officerRestrictedAreasSchema.parse(
      (await officer.call('GET', PUBLISHED_DATA_API_PATHS.restrictedAreas)).json(),
    );
    expect(listed.published[0]).toMatchObject({
      id,
      state: 'in-force',
      publishedBy: 'Chief Inspector',
    });
    expect(await mapAreaNames()).toContain('Rehearsal closure');

    // The server's date moves past its last day: it is no longer drawn, and listed as ended.
    const realTime = clock.getTime();
    clock.setTime(realTime + 3 * 24 * 60 * 60 * 1000);
    try {
      expect(await mapAreaNames()).not.toContain('Rehearsal closure');
    } finally {
      clock.setTime(realTime);
    }
  });

  it('the forms and the submission judge by a published area on its dates', async () => {
    const closed = day(30);
    const published = await publish(areaFor('Air show closure', closed, closed));
    expect(published.statusCode).toBe(201);

    const initData = await applicant.request({
      method: 'GET',
      url: CATEGORY_API_PATHS[4].initData,
    });
    expect(JSON.stringify(initData.json())).toContain('Air show closure');

    const inside = await submitNewDraft(applicant, 4, kiteOn(closed));
    expect(inside.response.statusCode, inside.response.body).toBe(200);
    expect(submitApplicationResponseSchema.parse(inside.response.json()).eligibility).toMatchObject(
      {
        verdict: 'PERMIT_REQUIRED',
        reasons: expect.arrayContaining([
          expect.objectContaining({
            code: 'TEMPORARY_RESTRICTED_AREA',
            zone: expect.objectContaining({ name: 'Air show closure' }),
          }),
        ]),
      },
    );
    const after = await submitNewDraft(applicant, 4, kiteOn(day(31)));
    expect(submitApplicationResponseSchema.parse(after.response.json()).eligibility).toMatchObject({
      verdict: 'NO_PERMIT_REQUIRED',
    });
  });

  it('withdraws an area at once, audited with the reason; again is 409, unknown 404', async () => {
    const { id } = (await publish(areaFor('Cancelled closure', day(1), day(5)))).json<{
      id: string;
    }>();
    expect(await mapAreaNames()).toContain('Cancelled closure');

    const withdrawal = PUBLISHED_DATA_API_PATHS.restrictedAreaWithdrawal(id);
    const withdrawn = await supervisor.call('POST', withdrawal, { reason: 'Event cancelled' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    expect(await mapAreaNames()).not.toContain('Cancelled closure');
    expect(await lastAudit(id)).toMatchObject({
      action: 'restricted-area.withdraw',
      message: 'Cancelled closure: Event cancelled',
    });

    const again = await supervisor.call('POST', withdrawal, { reason: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 409, errorCodes: ERROR_CODES.conflict });
    const unknown = await supervisor.call(
      'POST',
      PUBLISHED_DATA_API_PATHS.restrictedAreaWithdrawal(crypto.randomUUID()),
      { reason: 'Unknown' },
    );
    expect(unknown.statusCode).toBe(404);
    const noReason = await supervisor.call('POST', withdrawal, { reason: ' ' });
    expect(noReason.json()).toMatchObject({
      errors: [{ field: 'reason', errorMessage: 'Reason is mandatory.' }],
    });
  });
});

describe('public holidays (OFF-34, OFF-35)', () => {
  it('a date added makes the lead time one working day longer, until it is removed', async () => {
    const listed = officerPublicHolidaysSchema.parse(
      (await officer.call('GET', PUBLISHED_DATA_API_PATHS.publicHolidays)).json(),
    );
    const holidays = listed.published;
    const earliest = earliestStartDate(4, { today, holidays });
    let added = day(1);
    while (!isWorkingDay(added, holidays)) added = addCalendarDays(added, 1);

    expect((await submitNewDraft(applicant, 4, kiteOn(earliest))).response.statusCode).toBe(200);
    const response = await supervisor.call('POST', PUBLISHED_DATA_API_PATHS.publicHolidays, {
      date: added,
      name: 'Polling Day',
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(await lastAudit(added)).toMatchObject({
      actor: supervisorId,
      action: 'public-holiday.add',
      message: 'Polling Day',
    });

    const tooSoon = await submitNewDraft(applicant, 4, kiteOn(earliest));
    expect(tooSoon.response.statusCode).toBe(400);
    expect(tooSoon.response.json()).toMatchObject({
      errors: [{ errorMessage: 'Apply at least 7 working days before the activity starts.' }],
    });
    const initData = await applicant.request({
      method: 'GET',
      url: CATEGORY_API_PATHS[4].initData,
    });
    expect(initData.json<{ publicHolidays: string[] }>().publicHolidays).toContain(added);

    const twice = await supervisor.call('POST', PUBLISHED_DATA_API_PATHS.publicHolidays, {
      date: added,
      name: 'Again',
    });
    expect(twice.statusCode).toBe(409);
    const removed = await supervisor.call(
      'POST',
      PUBLISHED_DATA_API_PATHS.publicHolidayRemoval(added),
    );
    expect(removed.statusCode).toBe(204);
    expect(await lastAudit(added)).toMatchObject({ action: 'public-holiday.remove' });
    expect((await submitNewDraft(applicant, 4, kiteOn(earliest))).response.statusCode).toBe(200);
  });

  it('refuses a shipped date, a date not added, and a bad date', async () => {
    const shipped = await supervisor.call('POST', PUBLISHED_DATA_API_PATHS.publicHolidays, {
      date: '2026-12-25',
      name: 'Christmas Day',
    });
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json()).toMatchObject({ detail: '25 Dec 2026 is already a public holiday.' });
    const notAdded = await supervisor.call(
      'POST',
      PUBLISHED_DATA_API_PATHS.publicHolidayRemoval('2026-12-25'),
    );
    expect(notAdded.statusCode).toBe(404);
    const bad = await supervisor.call('POST', PUBLISHED_DATA_API_PATHS.publicHolidays, {
      date: '2027-02-30',
      name: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errors: expect.arrayContaining([
        { field: 'date', errorMessage: 'Date is invalid' },
        { field: 'name', errorMessage: 'Name is mandatory.' },
      ]),
    });
  });
});
