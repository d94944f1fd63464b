import { API_PATHS, postalCodeLookupPath, REQUEST_HEADERS } from '@aviation-permits/domain/http';
import { profileResponseSchema } from '@aviation-permits/domain/profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountProfiles } from '../../db/schema/accounts.js';
import {
  COMPLETE_PROFILE as PROFILE,
  newRegistrant,
  profileSubmission,
} from '../../test-support/profile-test-client.js';
import {
  accessContentToken,
  startTestAppWithFiles,
  type TestAppWithFiles,
} from '../../test-support/test-app.js';

// Registration and profile through HTTP, on a real database and a real files directory: who may
// read the profile, drafts, the fields MyInfo filled and the postal-code lookup. The submission is
// in profile.submission.test.ts, its documents in profile.documents.test.ts.

let server: TestAppWithFiles;

beforeAll(async () => {
  server = await startTestAppWithFiles('profile-routes');
});
afterAll(() => server.close());

describe('profile: sessions and drafts', () => {
  it('answers 401 to a visitor who has not signed in', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: API_PATHS.profile,
      headers: { [REQUEST_HEADERS.accessContent]: await accessContentToken(server.app) },
    });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, errorCodes: '401 UNAUTHORIZED' });
  });

  it('starts a new applicant from the signed-in address, with no documents', async () => {
    const { client, email } = await newRegistrant(server);

    const response = await client.request({ method: 'GET', url: API_PATHS.profile });

    expect(response.statusCode).toBe(200);
    const body = profileResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      status: 'PENDING_REGISTRATION',
      myinfoFields: [],
      myinfoAvailable: false,
      documents: [],
    });
    expect(body.profile.email).toBe(email);
    expect(body.profile.name).toBe('');
  });

  it('saves an incomplete draft and gives it back', async () => {
    const { client } = await newRegistrant(server);

    const saved = await client.request({
      method: 'PUT',
      url: API_PATHS.profile,
      json: { name: 'Lim Mei Ling', postalCode: '0189', addressType: 'Local' },
    });
    const response = await client.request({ method: 'GET', url: API_PATHS.profile });

    expect(saved.statusCode).toBe(200);
    expect(profileResponseSchema.parse(response.json()).profile).toMatchObject({
      name: 'Lim Mei Ling',
      postalCode: '0189',
      addressType: 'Local',
    });
  });
});

describe('profile: fields from MyInfo', () => {
  it('keeps the MyInfo value whatever the client sends', async () => {
    const { client, email } = await newRegistrant(server);
    await server.db.insert(accountProfiles).values({
      accountId: client.accountId,
      data: { name: 'TAN AH KOW', idNumber: 'S1234567D' },
      myinfoFields: ['name', 'idNumber'],
    });

    await client.request({
      method: 'PUT',
      url: API_PATHS.profile,
      json: { name: 'Someone Else', idNumber: 'T1234567J', city: 'Johor Bahru' },
    });
    const draft = profileResponseSchema.parse(
      (await client.request({ method: 'GET', url: API_PATHS.profile })).json(),
    );
    await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      form: profileSubmission({ ...PROFILE, email, name: 'Someone Else', idNumber: 'T1234567J' }),
    });
    const submitted = profileResponseSchema.parse(
      (await client.request({ method: 'GET', url: API_PATHS.profile })).json(),
    );

    expect(draft.myinfoFields).toEqual(['name', 'idNumber']);
    expect(draft.profile).toMatchObject({
      name: 'TAN AH KOW',
      idNumber: 'S1234567D',
      city: 'Johor Bahru',
    });
    expect(submitted.status).toBe('SUBMITTED');
    expect(submitted.profile).toMatchObject({ name: 'TAN AH KOW', idNumber: 'S1234567D' });
  });
});

describe('postal-code lookup', () => {
  it.each([
    [
      '018956',
      200,
      { blockNo: '10', streetName: 'BAYFRONT AVENUE', buildingName: 'MARINA BAY SANDS' },
    ],
    ['999999', 404, { status: 404, errorCodes: 'NOT_FOUND', detail: 'Address not found.' }],
    [
      '12345',
      400,
      {
        status: 400,
        errorCodes: 'VALIDATION_ERROR',
        errors: [{ field: 'postalCode', errorMessage: 'Postal Code must be 6 digits' }],
      },
    ],
  ])('%s → %i', async (code, status, body) => {
    const { client } = await newRegistrant(server);

    const response = await client.request({ method: 'GET', url: postalCodeLookupPath(code) });

    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
  });
});
