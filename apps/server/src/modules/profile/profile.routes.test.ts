import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  API_PATHS,
  FILE_MESSAGES,
  postalCodeLookupPath,
  profileResponseSchema,
  REQUEST_HEADERS,
} from '@aviation-permits/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEvents, accountProfiles, accounts } from '../../db/schema/accounts.js';
import {
  accessContentToken,
  startTestApp,
  type TestAppHandle,
} from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';
import { COMPLETE_PROFILE as PROFILE } from '../../test-support/profile-test-client.js';
import { signIn, type SignedInClient } from '../../test-support/signed-in-client.js';

// Registration and profile through HTTP, on a real database and a real files directory.

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
/** The first bytes of a Windows program ("MZ", then the DOS stub) and of an ELF binary. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(56)]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(56)]);

interface Upload {
  name: string;
  type: string;
  content: Buffer;
}

function submission(profile: unknown, uploads: Upload[] = []): FormData {
  const form = new FormData();
  form.append('profile', JSON.stringify(profile));
  for (const upload of uploads) {
    form.append('documents', new Blob([upload.content], { type: upload.type }), upload.name);
  }
  return form;
}

let server: TestAppHandle;
let dataDir: string;
let applicants = 0;

/** A new applicant for each test, signed in with an e-mail code, with that address in the profile. */
async function newApplicant(): Promise<{ client: SignedInClient; email: string }> {
  const email = `applicant-${++applicants}@example.com`;
  return { client: await signIn(server.app, server.db, { email }), email };
}

async function statusOf(accountId: string): Promise<string | undefined> {
  const [row] = await server.db
    .select({ status: accounts.status })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.status;
}

async function storedFiles(accountId: string): Promise<string[]> {
  return readdir(path.join(dataDir, 'files', 'profiles', accountId)).catch(() => []);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'profile-routes-'));
  server = await startTestApp({ config: testConfig({ DATA_DIR: dataDir }) });
});
afterAll(async () => {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

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
    const { client, email } = await newApplicant();

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
    const { client } = await newApplicant();

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

describe('profile: submission', () => {
  it('stores the profile and documents and moves the account to SUBMITTED', async () => {
    const { client, email } = await newApplicant();

    const response = await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      form: submission({ ...PROFILE, email }, [
        { name: 'licence.pdf', type: 'application/pdf', content: PDF },
        { name: 'photo.png', type: 'image/png', content: PNG },
      ]),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'User details have been submitted successfully' });
    expect(await statusOf(client.accountId)).toBe('SUBMITTED');
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
    expect(await storedFiles(client.accountId)).toHaveLength(2);
  });

  it('refuses changes once the profile is submitted', async () => {
    const { client, email } = await newApplicant();
    await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      form: submission({ ...PROFILE, email }),
    });

    const draft = await client.request({ method: 'PUT', url: API_PATHS.profile, json: PROFILE });
    const again = await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      form: submission({ ...PROFILE, email }),
    });

    for (const response of [draft, again]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, errorCodes: 'FORBIDDEN' });
      expect(response.json<{ detail: string }>().detail).toContain('SUBMITTED');
    }
  });

  it('accepts a new submission when more information was asked for', async () => {
    const { client, email } = await newApplicant();
    await server.db
      .update(accounts)
      .set({ status: 'MORE_INFO_NEEDED' })
      .where(eq(accounts.id, client.accountId));

    const response = await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      form: submission({ ...PROFILE, email }),
    });

    expect(response.statusCode).toBe(200);
    expect(await statusOf(client.accountId)).toBe('SUBMITTED');
  });

  it('answers every broken rule at once, one errors[] item per field', async () => {
    const { client } = await newApplicant();

    const response = await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      form: submission({
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
    expect(await statusOf(client.accountId)).toBe('PENDING_REGISTRATION');
  });

  it('refuses an e-mail address another account has, and keeps no file of the attempt', async () => {
    const taken = await newApplicant();
    const { client } = await newApplicant();

    const response = await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      form: submission({ ...PROFILE, email: taken.email.toUpperCase() }, [
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
    expect(await statusOf(client.accountId)).toBe('PENDING_REGISTRATION');
    expect(await storedFiles(client.accountId)).toEqual([]);
  });

  it('SEC-11: limits how often one account submits (429), never its neighbours at the same address', async () => {
    const { client } = await newApplicant();
    const attempt = (by: SignedInClient) =>
      by.request({ method: 'POST', url: API_PATHS.profileSubmit, form: submission({}) });

    const answers = [];
    for (let count = 0; count < 11; count += 1) answers.push((await attempt(client)).statusCode);

    expect(answers.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(answers[10]).toBe(429);
    // Another person from the same client address (one office, one NAT) is not locked out.
    const colleague = await signIn(
      server.app,
      server.db,
      { email: 'colleague@example.com' },
      { remoteAddress: client.remoteAddress },
    );
    expect((await attempt(colleague)).statusCode).toBe(400);
  });

  it('answers a JSON body with 415: the submission is multipart', async () => {
    const { client, email } = await newApplicant();

    const response = await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      json: { ...PROFILE, email },
    });

    expect(response.statusCode).toBe(415);
  });
});

describe('profile: supporting documents', () => {
  it.each([
    [
      'three files',
      [PDF, PDF, PDF].map((content, index) => ({
        name: `doc-${index}.pdf`,
        type: 'application/pdf',
        content,
      })),
      'A maximum of 2 files can be uploaded.',
    ],
    [
      'a file of 2,048,001 bytes',
      [
        {
          name: 'big.pdf',
          type: 'application/pdf',
          content: Buffer.concat([PDF, Buffer.alloc(2_048_001 - PDF.length)]),
        },
      ],
      'File size should not be more than 2MB. (at most 2048000 bytes per file)',
    ],
  ])('answers %s with 413 naming the limit', async (_name, uploads, detail) => {
    const { client, email } = await newApplicant();

    const response = await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      form: submission({ ...PROFILE, email }, uploads),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, errorCodes: 'PAYLOAD_TOO_LARGE', detail });
    expect(await statusOf(client.accountId)).toBe('PENDING_REGISTRATION');
  });

  it.each([
    [
      'text named .pdf',
      { name: 'notes.pdf', type: 'application/pdf', content: Buffer.from('hello') },
    ],
    ['a PNG named .pdf', { name: 'scan.pdf', type: 'application/pdf', content: PNG }],
    ['a PDF declared as an image', { name: 'scan.pdf', type: 'image/png', content: PDF }],
    ['a Word document', { name: 'letter.docx', type: 'application/msword', content: PDF }],
    // A program renamed .pdf is refused by its first bytes: a Windows and a Linux executable.
    [
      'a Windows executable (MZ) named .pdf',
      { name: 'setup.pdf', type: 'application/pdf', content: EXE },
    ],
    [
      'a Linux executable (ELF) named .pdf',
      { name: 'tool.pdf', type: 'application/pdf', content: ELF },
    ],
    [
      'an executable sent as octet-stream',
      { name: 'run.pdf', type: 'application/octet-stream', content: EXE },
    ],
  ])('refuses %s with the file type message (APP-40, SEC-13)', async (_name, upload) => {
    const { client, email } = await newApplicant();

    const response = await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      form: submission({ ...PROFILE, email }, [upload]),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCodes: 'VALIDATION_ERROR',
      errors: [
        { field: 'documents', errorMessage: 'Only PDF, PNG, JPG or JPEG files can be uploaded.' },
      ],
    });
    expect(await storedFiles(client.accountId)).toEqual([]);
  });
});

describe('profile: document names', () => {
  it.each([
    ['control characters and an escape sequence', 'a\x01\x1b[31mred\ttab.pdf'],
    ['a DEL character', 'report\x7f.pdf'],
    ['a C1 control character', 'scan\u009b2J.png'],
  ])(
    'refuses a name with %s: 400 with the file name message, nothing kept (APP-42, ERR-2)',
    async (_name, fileName) => {
      const { client, email } = await newApplicant();

      const response = await client.request({
        method: 'POST',
        url: API_PATHS.profileSubmit,
        form: submission({ ...PROFILE, email }, [
          {
            name: fileName,
            type: fileName.endsWith('.png') ? 'image/png' : 'application/pdf',
            content: fileName.endsWith('.png') ? PNG : PDF,
          },
        ]),
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        errorCodes: 'VALIDATION_ERROR',
        errors: [{ field: 'documents', errorMessage: FILE_MESSAGES.badName }],
      });
      expect(response.body).not.toContain('\u001b');
      expect(await statusOf(client.accountId)).toBe('PENDING_REGISTRATION');
      expect(await storedFiles(client.accountId)).toEqual([]);
    },
  );
});

describe('profile: fields from MyInfo', () => {
  it('keeps the MyInfo value whatever the client sends', async () => {
    const { client, email } = await newApplicant();
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
      form: submission({ ...PROFILE, email, name: 'Someone Else', idNumber: 'T1234567J' }),
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
    const { client } = await newApplicant();

    const response = await client.request({ method: 'GET', url: postalCodeLookupPath(code) });

    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(body);
  });
});
