import { API_PATHS, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import { APPLICATION_MESSAGES } from '@aviation-permits/domain/messages';
import { STALE_DRAFT_ERROR, applicationRecordSchema } from '@aviation-permits/domain/application';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft, signInApplicant } from '../../test-support/application-test-client.js';
import type { SignedInClient } from '../../test-support/signed-in-client.js';
import {
  accessContentToken,
  startTestApp,
  type TestAppHandle,
} from '../../test-support/test-app.js';
import { createApplicationRepository } from './application.repository.js';

// APP-45 to APP-48, APP-50, APP-52, APP-53, APP-55: drafts are created, saved with a version check,
// read back exactly and removed; only their owner (or the owner's entity) ever sees them.

let server: TestAppHandle;
let owner: SignedInClient;
let stranger: SignedInClient;

beforeAll(async () => {
  server = await startTestApp();
  owner = await signInApplicant(server.app, server.db, 'draft.owner@example.com');
  stranger = await signInApplicant(server.app, server.db, 'draft.stranger@example.com');
});
afterAll(() => server.close());

const KITE_DRAFT = { category: 4, activityType: 'KITE', venue: 'West Coast Park' };

function save(client: SignedInClient, id: string, version: number, form: object) {
  return client.request({
    method: 'PUT',
    url: API_PATHS.applicationDraft,
    json: { id, version, form },
  });
}

function retrieve(client: SignedInClient, id: string) {
  return client.request({ method: 'GET', url: `${API_PATHS.applicationRetrieve}?id=${id}` });
}

describe('drafts', () => {
  it('APP-45, APP-46: a new draft has version 1 and no reference; a save restores exactly', async () => {
    const created = await createDraft(owner, KITE_DRAFT);
    expect(created).toMatchObject({ reference: null, version: 1 });

    const form = {
      ...KITE_DRAFT,
      purpose: 'Kite festival.\nOpen to all.',
      dateTimeRows: [{ startDate: '2026-03-23' }],
    };
    const saved = await save(owner, created.id, 1, form);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: created.id, reference: null, version: 2 });

    const record = applicationRecordSchema.parse((await retrieve(owner, created.id)).json());
    expect(record).toMatchObject({
      id: created.id,
      status: 'DRAFT',
      dashboardCategory: 'draft',
      categoryId: 4,
      version: 2,
      editable: true,
      removable: true,
      withdrawable: false,
      documents: [],
    });
    expect(record.form).toEqual(form);
    expect(record.history).toEqual([
      { fromStatus: null, toStatus: 'DRAFT', by: 'applicant', at: expect.any(String) },
    ]);
  });

  it('APP-47: a save based on a stale version answers 409 with the reload message', async () => {
    const { id } = await createDraft(owner, KITE_DRAFT);
    expect((await save(owner, id, 1, { ...KITE_DRAFT, venue: 'First window' })).statusCode).toBe(
      200,
    );
    const stale = await save(owner, id, 1, { ...KITE_DRAFT, venue: 'Second window' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(STALE_DRAFT_ERROR);
    const record = applicationRecordSchema.parse((await retrieve(owner, id)).json());
    expect(record.form.venue).toBe('First window');
  });

  it.each([
    [
      { ...KITE_DRAFT, venue: 'a\u0000b' },
      'form.venue',
      'Venue contains characters that are not allowed.',
    ],
    [
      { ...KITE_DRAFT, venue: 'x'.repeat(201) },
      'form.venue',
      'Venue must be at most 200 characters',
    ],
    [{ ...KITE_DRAFT, activityType: 'DRONE' }, 'form.activityType', expect.any(String)],
    [{ category: 9 }, 'form.category', 'Category is invalid'],
  ])(
    'a draft is checked for format, not completeness: %j → 400 on %s',
    async (form, field, message) => {
      const { id } = await createDraft(owner, KITE_DRAFT);
      const response = await save(owner, id, 1, form);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        status: 400,
        errorCodes: 'VALIDATION_ERROR',
        errors: expect.arrayContaining([{ field, errorMessage: message }]),
      });
    },
  );

  it('MAP-4: the record carries the location drawn as a GeoJSON Feature, [longitude, latitude]', async () => {
    const { id } = await createDraft(owner, KITE_DRAFT);
    const circle = {
      kind: 'circle',
      centre: { latitude: '1.35', longitude: '103.82' },
      radiusMetres: 250,
    };
    expect((await save(owner, id, 1, { ...KITE_DRAFT, location: circle })).statusCode).toBe(200);
    expect(applicationRecordSchema.parse((await retrieve(owner, id)).json())).toMatchObject({
      form: { location: circle },
      locationGeoJson: {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [103.82, 1.35] },
        properties: { kind: 'circle', radiusMetres: 250 },
      },
    });

    const unset = await createDraft(owner, KITE_DRAFT);
    expect((await retrieve(owner, unset.id)).json()).not.toHaveProperty('locationGeoJson');
  });

  it('an incomplete draft of every category is accepted', async () => {
    for (const category of [1, 2, 3, 4]) {
      const created = await createDraft(owner, { category });
      expect(created.version).toBe(1);
    }
  });
});

describe('removal', () => {
  it('APP-48: a draft is removed with its version, then found nowhere', async () => {
    const { id } = await createDraft(owner, KITE_DRAFT);
    const stale = await owner.request({
      method: 'POST',
      url: API_PATHS.applicationRemove,
      json: { id, version: 2 },
    });
    expect(stale.statusCode).toBe(409);
    const removed = await owner.request({
      method: 'POST',
      url: API_PATHS.applicationRemove,
      json: { id, version: 1 },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await retrieve(owner, id)).statusCode).toBe(404);
    expect((await save(owner, id, 2, KITE_DRAFT)).statusCode).toBe(404);
    const again = await owner.request({
      method: 'POST',
      url: API_PATHS.applicationRemove,
      json: { id, version: 2 },
    });
    expect(again.statusCode).toBe(404);
  });

  it('only a draft is removed; a submitted application is not edited outside Need Your Action', async () => {
    const row = await createApplicationRepository(server.db).insert({
      category: 4,
      status: 'PROCESSING',
      reference: 'AA-2026-900001',
      form: KITE_DRAFT,
      ownerAccountId: owner.accountId,
      accessScope: `account:${owner.accountId}`,
      createdByName: 'Owner',
    });
    const removal = await owner.request({
      method: 'POST',
      url: API_PATHS.applicationRemove,
      json: { id: row.id, version: 1 },
    });
    expect(removal.statusCode).toBe(409);
    expect(removal.json()).toMatchObject({
      errorCodes: 'CONFLICT',
      detail: APPLICATION_MESSAGES.notRemovable,
    });
    const edit = await save(owner, row.id, 1, KITE_DRAFT);
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ detail: APPLICATION_MESSAGES.notEditable });
  });
});

describe('APP-52, APP-53: an application in Need Your Action', () => {
  const location = { kind: 'point', point: { latitude: '1.2839', longitude: '103.8607' } };

  async function needingAction() {
    return createApplicationRepository(server.db).insert({
      category: 4,
      activityType: 'KITE',
      status: 'NEED_YOUR_ACTION',
      reference: `AA-2026-9${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`,
      form: { ...KITE_DRAFT, location },
      ownerAccountId: owner.accountId,
      accessScope: `account:${owner.accountId}`,
      createdByName: 'Owner',
    });
  }

  it('is edited, keeping its status', async () => {
    const row = await needingAction();
    const response = await save(owner, row.id, 1, {
      ...KITE_DRAFT,
      location,
      venue: 'East Coast Park',
    });
    expect(response.statusCode, response.body).toBe(200);
    const record = applicationRecordSchema.parse((await retrieve(owner, row.id)).json());
    expect(record).toMatchObject({ status: 'NEED_YOUR_ACTION', editable: true, removable: false });
    expect(record.form.venue).toBe('East Coast Park');
  });

  it.each([
    [
      'a moved point',
      {
        ...KITE_DRAFT,
        location: { ...location, point: { latitude: '1.3', longitude: '103.8607' } },
      },
      'form.location',
      APPLICATION_MESSAGES.locationFixed,
    ],
    ['no location', KITE_DRAFT, 'form.location', APPLICATION_MESSAGES.locationFixed],
    [
      'another activity type',
      { ...KITE_DRAFT, location, activityType: 'FIREWORKS' },
      'form.activityType',
      APPLICATION_MESSAGES.categoryFixed,
    ],
  ])('refuses %s with a field error', async (_name, form, field, message) => {
    const row = await needingAction();
    const response = await save(owner, row.id, 1, form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCodes: 'VALIDATION_ERROR',
      errors: [{ field, errorMessage: message }],
    });
  });
});

describe('APP-55, APP-62: access', () => {
  it("another applicant's draft is 404 on every draft route, and stays unchanged", async () => {
    const { id } = await createDraft(owner, KITE_DRAFT);
    const calls = [
      retrieve(stranger, id),
      save(stranger, id, 1, { ...KITE_DRAFT, venue: 'Taken over' }),
      stranger.request({
        method: 'POST',
        url: API_PATHS.applicationRemove,
        json: { id, version: 1 },
      }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCodes: 'NOT_FOUND' });
      expect(response.body).not.toContain('West Coast Park');
    }
    const record = applicationRecordSchema.parse((await retrieve(owner, id)).json());
    expect(record).toMatchObject({ version: 1, form: KITE_DRAFT });
  });

  it('an account that is not ACTIVE is refused with 403 before anything is read', async () => {
    const pending = await signInApplicant(server.app, server.db, 'pending@example.com', {
      notApproved: true,
    });
    const response = await pending.request({
      method: 'POST',
      url: API_PATHS.applicationDraft,
      json: { form: KITE_DRAFT },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: 403,
      errorCodes: 'FORBIDDEN',
      detail: APPLICATION_MESSAGES.accountNotActive,
    });
  });

  it('without a session the draft routes answer 401', async () => {
    const headers = { [REQUEST_HEADERS.accessContent]: await accessContentToken(server.app) };
    const response = await server.app.inject({
      method: 'GET',
      url: `${API_PATHS.applicationRetrieve}?id=${owner.accountId}`,
      headers,
    });
    expect(response.statusCode).toBe(401);
  });
});
