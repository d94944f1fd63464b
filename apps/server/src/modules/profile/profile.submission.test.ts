import { API_PATHS } from '@aviation-permits/domain/http';
import { profileResponseSchema } from '@aviation-permits/domain/profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEvents, accounts } from '../../db/schema/accounts.js';
import {
  COMPLETE_PROFILE as PROFILE,
  MINIMAL_PDF as PDF,
  MINIMAL_PNG as PNG,
  accountStatusOf,
  newRegistrant,
  profileSubmission,
  storedProfileFiles,
} from '../../test-support/profile-test-client.js';
import { signIn, type SignedInClient } from '../../test-support/signed-in-client.js';
import { startTestAppWithFiles, type TestAppWithFiles } from '../../test-support/test-app.js';

// The registration submission through HTTP, on a real database and a real files directory: what
// it stores, when it is refused, and how often one account may try. What the documents may be:
// profile.documents.test.ts.

let server: TestAppWithFiles;

beforeAll(async () => {
  server = await startTestAppWithFiles('profile-submission');
});
afterAll(() => server.close());

describe('profile: submission', () => {
  it('stores the profile and documents and moves the account to SUBMITTED', async () => {
    const { client, email } = await newRegistrant(server);

    const response = await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      form: profileSubmission({ ...PROFILE, email }, [
        { name: 'licence.pdf', type: 'application/pdf', content: PDF },
        { name: 'photo.png', type: 'image/png', content: PNG },
      ]),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User details have been submitted successfully' });
    expect(await accountStatusOf(server.db, client.accountId)).toBe('SUBMITTED');
    const events = await server.db
      .select()
      .from(accountEvents)
      .where(eq(accountEvents.accountId, client.accountId));
    expect(events.at(-1)).toMatchObject({
      fromStatus: 'PENDING_REGISTRATION',
      toStatus: 'SUBMITTED',
      actor: 'applicant',
    });
    const profile = profileResponseSchema.parse(
      (await client.request({ method: 'GET', url: API_PATHS.profile })).json(),
    );
    expect(profile.status).toBe('SUBMITTED');
    expect(
      profile.documents.map(({ name, contentType, sizeBytes }) => ({
        name,
        contentType,
        sizeBytes,
      })),
    ).toEqual([
      { name: 'licence.pdf', contentType: 'application/pdf', sizeBytes: PDF.length },
      { name: 'photo.png', contentType: 'image/png', sizeBytes: PNG.length },
    ]);
    expect(await storedProfileFiles(server, client.accountId)).toHaveLength(2);
  });

  it('refuses changes once the profile is submitted', async () => {
    const { client, email } = await newRegistrant(server);
    await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      form: profileSubmission({ ...PROFILE, email }),
    });

    const draft = await client.request({ method: 'PUT', url: API_PATHS.profile, json: PROFILE });
    const again = await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      form: profileSubmission({ ...PROFILE, email }),
    });

    for (const response of [draft, again]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, errorCodes: 'FORBIDDEN' });
      expect(response.json<{ detail: string }>().detail).toContain('SUBMITTED');
    }
  });

  it('accepts a new submission when more information was asked for', async () => {
    const { client, email } = await newRegistrant(server);
    await server.db
      .update(accounts)
      .set({ status: 'MORE_INFO_NEEDED' })
      .where(eq(accounts.id, client.accountId));

    const response = await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      form: profileSubmission({ ...PROFILE, email }),
    });

    expect(response.statusCode).toBe(200);
    expect(await accountStatusOf(server.db, client.accountId)).toBe('SUBMITTED');
  });

  it('answers every broken rule at once, one errors[] item per field', async () => {
    const { client } = await newRegistrant(server);

    const response = await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      form: profileSubmission({
        ...PROFILE,
        email: 'not-an-address',
        idNumber: 'S1234567A',
        mobileNumber: '9123',
        postalCode: '12345',
        name: '',
      }),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      errorCodes: 'VALIDATION_ERROR',
      errors: [
        { field: 'name', errorMessage: 'Name is mandatory.' },
        { field: 'email', errorMessage: 'Email Address is invalid' },
        { field: 'idNumber', errorMessage: 'NRIC or FIN is invalid' },
        {
          field: 'mobileNumber',
          errorMessage: 'Mobile Number is mandatory and should meet minimum length.',
        },
        { field: 'postalCode', errorMessage: 'Postal Code must be 6 digits' },
      ],
    });
    expect(await accountStatusOf(server.db, client.accountId)).toBe('PENDING_REGISTRATION');
  });

  it('refuses an e-mail address another account has, and keeps no file of the attempt', async () => {
    const taken = await newRegistrant(server);
    const { client } = await newRegistrant(server);

    const response = await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      form: profileSubmission({ ...PROFILE, email: taken.email.toUpperCase() }, [
        { name: 'licence.pdf', type: 'application/pdf', content: PDF },
      ]),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCodes: 'VALIDATION_ERROR',
      errors: [
        {
          field: 'email',
          errorMessage: 'The Email address is already registered. Please try with different one.',
        },
      ],
    });
    expect(await accountStatusOf(server.db, client.accountId)).toBe('PENDING_REGISTRATION');
    expect(await storedProfileFiles(server, client.accountId)).toEqual([]);
  });

  it('SEC-11: limits how often one account submits (429), never its neighbours at the same address', async () => {
    const { client } = await newRegistrant(server);
    const attempt = (by: SignedInClient) =>
      by.request({ method: 'POST', url: API_PATHS.profileSubmit, form: profileSubmission({}) });

    const answers = [];
    for (let count = 0; count < 11; count += 1) answers.push((await attempt(client)).statusCode);

    expect(answers.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(answers[10]).toBe(429);
    // Another person from the same client address (one office, one NAT) is not locked out.
    const colleague = await signIn(
      server.app,
      server.db,
      { email: 'colleague@example.com' },
      {
        remoteAddress: client.remoteAddress,
      },
    );
    expect((await attempt(colleague)).statusCode).toBe(400);
  });

  it('answers a JSON body with 415: the submission is multipart', async () => {
    const { client, email } = await newRegistrant(server);

    const response = await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      json: { ...PROFILE, email },
    });

    expect(response.statusCode).toBe(415);
  });
});
