import { randomUUID } from 'node:crypto';
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { API_PATHS } from '@aviation-permits/domain/http';
import { APPLICATION_MESSAGES, FILE_MESSAGES } from '@aviation-permits/domain/messages';
import {
  DOCUMENT_UPLOAD_FIELD,
  listDocumentsResponseSchema,
} from '@aviation-permits/domain/application';
import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft, signInApplicant } from '../../test-support/application-test-client.js';
import {
  jpegDeclaring,
  ONE_PIXEL_PNG,
  pngDeclaring,
  SMALL_JPEG,
} from '../../test-support/image-files.js';
import type { SignedInClient } from '../../test-support/signed-in-client.js';
import { buildApp } from '../../app.js';
import { startTestAppWithFiles, type TestAppWithFiles } from '../../test-support/test-app.js';
import { testConfig } from '../../test-support/test-config.js';
import { createApplicationRepository } from './application.repository.js';

// APP-40 to APP-44, SEC-13, SEC-30, APP-55: documents are uploaded to an editable application
// (type by content, an image's pixels by its header, size, name and a count of 5 with those already
// there), listed, downloaded with their name and type, removed with their files, and are another
// applicant's 404.

const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\n');
const PNG = ONE_PIXEL_PNG;
const JPEG = SMALL_JPEG;
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]);

let server: TestAppWithFiles;
let owner: SignedInClient;
let stranger: SignedInClient;

beforeAll(async () => {
  server = await startTestAppWithFiles('application-documents');
  owner = await signInApplicant(server.app, server.db, 'documents.owner@example.com');
  stranger = await signInApplicant(server.app, server.db, 'documents.stranger@example.com');
});
afterAll(() => server.close());

interface FileSpec {
  name: string;
  content: Buffer;
  type?: string;
}

function filesForm(files: readonly FileSpec[]): FormData {
  const form = new FormData();
  for (const { name, content, type = 'application/pdf' } of files) {
    form.append(DOCUMENT_UPLOAD_FIELD, new Blob([content], { type }), name);
  }
  return form;
}

async function newDraft(client: SignedInClient = owner): Promise<string> {
  return (await createDraft(client, { category: 3 })).id;
}

function upload(client: SignedInClient, applicationId: string, files: readonly FileSpec[]) {
  return client.request({
    method: 'POST',
    url: `${API_PATHS.documentUpload}?applicationId=${applicationId}`,
    form: filesForm(files),
  });
}

function list(client: SignedInClient, applicationId: string) {
  return client.request({
    method: 'GET',
    url: `${API_PATHS.documentList}?applicationId=${applicationId}`,
  });
}

function download(client: SignedInClient, applicationId: string, documentId: string) {
  return client.request({
    method: 'GET',
    url: `${API_PATHS.documentRetrieve}?applicationId=${applicationId}&documentId=${documentId}`,
  });
}

function remove(client: SignedInClient, applicationId: string, documentId?: string) {
  return client.request({
    method: 'POST',
    url: API_PATHS.documentRemove,
    json: { applicationId, ...(documentId === undefined ? {} : { documentId }) },
  });
}

async function storedFiles(applicationId: string): Promise<string[]> {
  return readdir(path.join(server.dataDir, 'files', 'applications', applicationId)).catch(() => []);
}

function validationError(message: string) {
  return {
    status: 400,
    errorCodes: 'VALIDATION_ERROR',
    errors: [{ field: 'documents', errorMessage: message }],
  };
}

describe('upload, list and download', () => {
  it('stores files under the application, lists them and downloads them byte for byte', async () => {
    const id = await newDraft();
    const uploaded = await upload(owner, id, [
      { name: 'site plan.pdf', content: PDF },
      { name: 'photo.PNG', content: PNG, type: 'image/png' },
      { name: 'site.jpeg', content: JPEG, type: 'image/jpeg' },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { documents } = listDocumentsResponseSchema.parse(uploaded.json());
    expect(
      documents.map(({ name, contentType, sizeBytes }) => [name, contentType, sizeBytes]),
    ).toEqual(
      expect.arrayContaining([
        ['site plan.pdf', 'application/pdf', PDF.length],
        ['photo.PNG', 'image/png', PNG.length],
        ['site.jpeg', 'image/jpeg', JPEG.length],
      ]),
    );
    expect(listDocumentsResponseSchema.parse((await list(owner, id)).json())).toEqual({
      documents,
    });
    expect(await storedFiles(id)).toHaveLength(3);

    const pdf = documents.find(({ name }) => name === 'site plan.pdf');
    const response = await download(owner, id, pdf?.id ?? '');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="site plan.pdf"; filename*=UTF-8''site%20plan.pdf`,
    );
    expect(response.rawPayload.equals(PDF)).toBe(true);
  });

  it('accepts a file of exactly 2,048,000 bytes', async () => {
    const id = await newDraft();
    const content = Buffer.concat([
      PDF,
      Buffer.alloc(PORTAL_CONSTANTS.maxFileSizeBytes - PDF.length),
    ]);
    expect((await upload(owner, id, [{ name: 'big.pdf', content }])).statusCode).toBe(200);
  });
});

describe('refused uploads store nothing', () => {
  it.each([
    ['a PNG named .pdf', [{ name: 'plan.pdf', content: PNG }], FILE_MESSAGES.wrongType],
    ['a program renamed .pdf', [{ name: 'setup.pdf', content: EXE }], FILE_MESSAGES.wrongType],
    [
      'a PDF declared as a PNG',
      [{ name: 'plan.pdf', content: PDF, type: 'image/png' }],
      FILE_MESSAGES.wrongType,
    ],
    [
      'an executable',
      [{ name: 'setup.exe', content: EXE, type: 'application/octet-stream' }],
      FILE_MESSAGES.wrongType,
    ],
    ['an empty file', [{ name: 'empty.pdf', content: Buffer.alloc(0) }], FILE_MESSAGES.emptyFile],
    ['a name with an ampersand', [{ name: 'plan & co.pdf', content: PDF }], FILE_MESSAGES.badName],
    [
      'a name of 121 characters',
      [{ name: `${'a'.repeat(117)}.pdf`, content: PDF }],
      FILE_MESSAGES.badName,
    ],
    // APP-42: shown as "invoicefdp.png", the name would pass for a picture.
    [
      'a name with a right-to-left override',
      [{ name: 'invoice\u202Egnp.pdf', content: PDF }],
      FILE_MESSAGES.badName,
    ],
    [
      'a name with a zero-width space',
      [{ name: 'in\u200Bvoice.pdf', content: PDF }],
      FILE_MESSAGES.badName,
    ],
  ])('%s → 400', async (_name, files, message) => {
    const id = await newDraft();
    const response = await upload(owner, id, files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(validationError(message));
    expect(await storedFiles(id)).toEqual([]);
  });

  // SEC-30: an image whose header declares too many pixels (a decompression bomb) or cannot be read.
  it.each([
    [
      'a PNG declaring 100,000 × 100,000 pixels',
      [{ name: 'bomb.png', content: pngDeclaring(100_000, 100_000), type: 'image/png' }],
      FILE_MESSAGES.imageTooLarge,
    ],
    [
      'a JPEG declaring 65,535 × 65,535 pixels',
      [{ name: 'bomb.jpg', content: jpegDeclaring(65_535, 65_535), type: 'image/jpeg' }],
      FILE_MESSAGES.imageTooLarge,
    ],
    [
      'a PNG cut short inside its header',
      [{ name: 'cut.png', content: PNG.subarray(0, 20), type: 'image/png' }],
      FILE_MESSAGES.unreadableImage,
    ],
    [
      'a JPEG cut short before its dimensions',
      [{ name: 'cut.jpg', content: JPEG.subarray(0, 100), type: 'image/jpeg' }],
      FILE_MESSAGES.unreadableImage,
    ],
    [
      'a PDF beside a PNG bomb',
      [
        { name: 'plan.pdf', content: PDF },
        { name: 'bomb.png', content: pngDeclaring(100_000, 100_000), type: 'image/png' },
      ],
      FILE_MESSAGES.imageTooLarge,
    ],
  ])('%s → 400 with the image message, no file and no row', async (_name, files, message) => {
    const id = await newDraft();
    const response = await upload(owner, id, files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(validationError(message));
    expect(await storedFiles(id)).toEqual([]);
    expect(listDocumentsResponseSchema.parse((await list(owner, id)).json()).documents).toEqual([]);
  });

  it('a file over 2,048,000 bytes → 413 with the size message', async () => {
    const id = await newDraft();
    const content = Buffer.concat([
      PDF,
      Buffer.alloc(PORTAL_CONSTANTS.maxFileSizeBytes + 1 - PDF.length),
    ]);
    const response = await upload(owner, id, [{ name: 'huge.pdf', content }]);
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toContain(FILE_MESSAGES.tooLarge);
    expect(await storedFiles(id)).toEqual([]);
  });

  it('APP-41: at most 5 per application, counting those already there', async () => {
    const id = await newDraft();
    const three = [1, 2, 3].map((n) => ({ name: `p${n}.pdf`, content: PDF }));
    expect((await upload(owner, id, three)).statusCode).toBe(200);
    const tooMany = await upload(owner, id, three);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual(validationError(FILE_MESSAGES.maxApplicationFiles));
    expect(await storedFiles(id)).toHaveLength(3);
    expect((await upload(owner, id, three.slice(0, 2))).statusCode).toBe(200);
    expect(await storedFiles(id)).toHaveLength(5);

    const six = [1, 2, 3, 4, 5, 6].map((n) => ({ name: `q${n}.pdf`, content: PDF }));
    const inOneRequest = await upload(owner, await newDraft(), six);
    expect(inOneRequest.statusCode).toBe(413);
    expect(inOneRequest.json()).toMatchObject({ detail: FILE_MESSAGES.maxApplicationFiles });
  });

  it('a submitted application takes no documents (409)', async () => {
    const row = await createApplicationRepository(server.db).insert({
      category: 3,
      status: 'PROCESSING',
      reference: 'SC-2026-700001',
      form: { category: 3 },
      ownerAccountId: owner.accountId,
      accessScope: `account:${owner.accountId}`,
      createdByName: 'Owner',
    });
    const response = await upload(owner, row.id, [{ name: 'late.pdf', content: PDF }]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: APPLICATION_MESSAGES.notEditable });
  });
});

describe('removal', () => {
  it('removes the row and the file; removing nothing says so', async () => {
    const id = await newDraft();
    const uploaded = listDocumentsResponseSchema.parse(
      (
        await upload(owner, id, [
          { name: 'a.pdf', content: PDF },
          { name: 'b.pdf', content: PDF },
        ])
      ).json(),
    );
    const [first] = uploaded.documents;
    const removed = await remove(owner, id, first?.id);
    expect(removed.statusCode).toBe(204);
    const { documents } = listDocumentsResponseSchema.parse((await list(owner, id)).json());
    expect(documents.map(({ id: documentId }) => documentId)).not.toContain(first?.id);
    expect(await storedFiles(id)).toHaveLength(1);
    expect((await download(owner, id, first?.id ?? '')).statusCode).toBe(404);

    const nothing = await remove(owner, id);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({
      errors: [{ field: 'documentId', errorMessage: FILE_MESSAGES.emptyFileRemoval }],
    });
  });

  it('APP-44: removing a draft removes its files', async () => {
    const id = await newDraft();
    await upload(owner, id, [
      { name: 'a.pdf', content: PDF },
      { name: 'b.png', content: PNG, type: 'image/png' },
    ]);
    expect(await storedFiles(id)).toHaveLength(2);
    const response = await owner.request({
      method: 'POST',
      url: API_PATHS.applicationRemove,
      json: { id, version: 1 },
    });
    expect(response.statusCode).toBe(204);
    expect(await storedFiles(id)).toEqual([]);
  });

  it("the module's sweep, run at start, keeps every document's file and drops orphans", async () => {
    const id = await newDraft();
    await upload(owner, id, [{ name: 'kept.pdf', content: PDF }]);
    const [kept] = await storedFiles(id);
    const orphan = randomUUID();
    await writeFile(path.join(server.dataDir, 'files', 'applications', id, orphan), PDF, {
      mode: 0o600,
    });
    // A second app on the same database and files starts as a restart would: housekeeping runs
    // every module's pruners once when it is ready.
    const restarted = await buildApp({
      config: testConfig({ DATA_DIR: server.dataDir }),
      db: server.db,
    });
    await restarted.ready();
    await restarted.close();
    expect(await storedFiles(id)).toEqual([kept]);
  });
});

describe("APP-55: another applicant's documents", () => {
  it('are 404 on every document route, and stay', async () => {
    const id = await newDraft();
    const { documents } = listDocumentsResponseSchema.parse(
      (await upload(owner, id, [{ name: 'secret.pdf', content: PDF }])).json(),
    );
    const documentId = documents[0]?.id ?? '';
    const answers = [
      await upload(stranger, id, [{ name: 'intruder.pdf', content: PDF }]),
      await list(stranger, id),
      await download(stranger, id, documentId),
      await remove(stranger, id, documentId),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret.pdf');
    }
    // The stranger's own application does not open the owner's document either.
    const own = await newDraft(stranger);
    expect((await download(stranger, own, documentId)).statusCode).toBe(404);
    expect((await remove(stranger, own, documentId)).statusCode).toBe(404);
    expect(await storedFiles(id)).toHaveLength(1);
  });
});
