import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { API_PATHS, errorEnvelopeSchema } from '@aviation-permits/domain/http';
import { APPLICATION_MESSAGES, FILE_MESSAGES } from '@aviation-permits/domain/messages';
import { listDocumentsResponseSchema } from '@aviation-permits/domain/application';
import { MAP_API_PATHS, MAP_SCREENSHOT_UPLOAD_FIELD } from '@aviation-permits/domain/geo';
import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft, signInApplicant } from '../../test-support/application-test-client.js';
import type { SignedInClient } from '../../test-support/signed-in-client.js';
import { insertPayableApplication } from '../../test-support/payable-application.js';
import { ONE_PIXEL_PNG, pngDeclaring } from '../../test-support/image-files.js';
import {
  accessContentToken,
  csrfCredentials,
  startTestAppWithFiles,
  type TestAppWithFiles,
} from '../../test-support/test-app.js';

// MAP-15, MAP-16, SEC-13, SEC-30, APP-41, APP-55, APP-62: the licence-map screenshot becomes a
// supporting document of the applicant's own application, only as a PNG (by content) of at most
// 2,048,000 bytes whose header reads and declares at most 12,000 pixels a side and 50 megapixels, named as the screenshot is saved, under the rules of every other document: 5 per
// application, editable applications only, another applicant's application 404, and a file on
// disk only for a stored row.

const PRODUCT_NAME = 'TestPermits';
const SCREENSHOT_NAME = `${PRODUCT_NAME}_Licence_Map_Screenshot.png`;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n');

let server: TestAppWithFiles;
let owner: SignedInClient;
let stranger: SignedInClient;

beforeAll(async () => {
  server = await startTestAppWithFiles('map-upload', { PRODUCT_NAME });
  owner = await signInApplicant(server.app, server.db, 'screenshot.owner@example.com');
  stranger = await signInApplicant(server.app, server.db, 'screenshot.stranger@example.com');
});
afterAll(() => server.close());

async function newDraft(client: SignedInClient = owner): Promise<string> {
  return (await createDraft(client, { category: 3 })).id;
}

function upload(
  applicationId: string,
  files: { content: Buffer; name?: string; field?: string }[],
  client: SignedInClient = owner,
) {
  const form = new FormData();
  for (const { content, name = 'map.png', field = MAP_SCREENSHOT_UPLOAD_FIELD } of files) {
    form.append(field, new Blob([content], { type: 'image/png' }), name);
  }
  return client.request({
    method: 'POST',
    url: `${MAP_API_PATHS.screenshotUpload}?applicationId=${applicationId}`,
    form,
  });
}

async function listed(applicationId: string, client: SignedInClient = owner) {
  const response = await client.request({
    method: 'GET',
    url: `${API_PATHS.documentList}?applicationId=${applicationId}`,
  });
  return listDocumentsResponseSchema.parse(response.json()).documents;
}

async function storedFiles(applicationId: string): Promise<string[]> {
  return readdir(path.join(server.dataDir, 'files', 'applications', applicationId)).catch(() => []);
}

describe('POST /application-service-map-upload/v1/upload', () => {
  it("adds the PNG to the application's documents under the screenshot's name, whatever the browser called it", async () => {
    const id = await newDraft();

    const response = await upload(id, [
      { content: ONE_PIXEL_PNG, name: 'whatever I called it.png' },
    ]);

    expect(response.statusCode, response.body).toBe(200);
    const { documents } = listDocumentsResponseSchema.parse(response.json());
    expect(documents).toEqual([
      expect.objectContaining({
        name: SCREENSHOT_NAME,
        contentType: 'image/png',
        sizeBytes: ONE_PIXEL_PNG.length,
      }),
    ]);
    expect(await listed(id)).toEqual(documents);
    const download = await owner.request({
      method: 'GET',
      url: `${API_PATHS.documentRetrieve}?applicationId=${id}&documentId=${documents[0]?.id ?? ''}`,
    });
    expect(download.rawPayload.equals(ONE_PIXEL_PNG)).toBe(true);
    expect(await storedFiles(id)).toHaveLength(1);
  });

  it('never stores a name with bidirectional or zero-width characters the browser sent (APP-42)', async () => {
    const id = await newDraft();

    const response = await upload(id, [{ content: ONE_PIXEL_PNG, name: 'map\u202E\u200Bgnp.png' }]);

    expect(response.statusCode, response.body).toBe(200);
    expect((await listed(id)).map(({ name }) => name)).toEqual([SCREENSHOT_NAME]);
  });

  it('takes a screenshot of a high-density screen, 12,000 pixels wide at most (SEC-30)', async () => {
    const id = await newDraft();

    expect((await upload(id, [{ content: pngDeclaring(3_840, 2_160) }])).statusCode).toBe(200);
    expect((await upload(id, [{ content: pngDeclaring(12_000, 4_000) }])).statusCode).toBe(200);

    expect(await listed(id)).toHaveLength(2);
  });

  it('accepts exactly 2,048,000 bytes and refuses one more with 413 (CONST-4)', async () => {
    const id = await newDraft();
    const limit = PORTAL_CONSTANTS.maxFileSizeBytes;
    const atLimit = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(limit - ONE_PIXEL_PNG.length)]);
    const overLimit = Buffer.concat([atLimit, Buffer.alloc(1)]);

    expect((await upload(id, [{ content: atLimit }])).statusCode).toBe(200);
    const refused = await upload(id, [{ content: overLimit }]);

    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      status: 413,
      errorCodes: 'PAYLOAD_TOO_LARGE',
      detail: FILE_MESSAGES.tooLarge,
    });
    expect(await listed(id)).toHaveLength(1);
    expect(await storedFiles(id)).toHaveLength(1);
  });

  it.each([
    ['a JPEG named .png', [{ content: JPEG }], 'The licence map screenshot must be a PNG image.'],
    ['a PDF named .png', [{ content: PDF }], 'The licence map screenshot must be a PNG image.'],
    [
      'text named .png',
      [{ content: Buffer.from('not an image') }],
      'The licence map screenshot must be a PNG image.',
    ],
    ['an empty file', [{ content: Buffer.alloc(0) }], FILE_MESSAGES.emptyFile],
    ['no file at all', [], 'The licence map screenshot is missing.'],
    [
      'a PNG declaring 100,000 × 100,000 pixels (SEC-30)',
      [{ content: pngDeclaring(100_000, 100_000) }],
      FILE_MESSAGES.imageTooLarge,
    ],
    [
      'a PNG of 8,000 × 8,000 pixels, over 50 megapixels (SEC-30)',
      [{ content: pngDeclaring(8_000, 8_000) }],
      FILE_MESSAGES.imageTooLarge,
    ],
    [
      'a PNG cut short inside its header (SEC-30)',
      [{ content: ONE_PIXEL_PNG.subarray(0, 20) }],
      FILE_MESSAGES.unreadableImage,
    ],
  ])(
    '%s: 400 VALIDATION_ERROR on the screenshot field, nothing stored',
    async (_, files, message) => {
      const id = await newDraft();

      const response = await upload(id, files);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        errorCodes: 'VALIDATION_ERROR',
        errors: [{ field: MAP_SCREENSHOT_UPLOAD_FIELD, errorMessage: message }],
      });
      expect(await listed(id)).toEqual([]);
      expect(await storedFiles(id)).toEqual([]);
    },
  );

  it.each([
    ['two files', [{ content: ONE_PIXEL_PNG }, { content: ONE_PIXEL_PNG }]],
    ['a file in another field', [{ content: ONE_PIXEL_PNG, field: 'documents' }]],
  ])('%s: 400, nothing stored', async (_, files) => {
    const id = await newDraft();

    const response = await upload(id, files);

    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).status).toBe(400);
    expect(await storedFiles(id)).toEqual([]);
  });

  it('an applicationId that is not one: 400 VALIDATION_ERROR', async () => {
    const response = await upload('not-an-id', [{ content: ONE_PIXEL_PNG }]);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCodes: 'VALIDATION_ERROR' });
  });

  it('APP-41: the screenshot counts towards the 5 documents; a sixth is refused and leaves no file', async () => {
    const id = await newDraft();
    for (let count = 0; count < PORTAL_CONSTANTS.maxFilesPerApplication; count += 1) {
      expect((await upload(id, [{ content: ONE_PIXEL_PNG }])).statusCode).toBe(200);
    }

    const sixth = await upload(id, [{ content: ONE_PIXEL_PNG }]);

    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toEqual({
      status: 400,
      errorCodes: 'VALIDATION_ERROR',
      errors: [{ field: 'documents', errorMessage: FILE_MESSAGES.maxApplicationFiles }],
    });
    expect(await listed(id)).toHaveLength(5);
    expect(await storedFiles(id)).toHaveLength(5);
  });

  it("APP-55: another applicant's application is 404 and keeps its documents", async () => {
    const id = await newDraft();

    const response = await upload(id, [{ content: ONE_PIXEL_PNG }], stranger);

    expect(response.statusCode).toBe(404);
    expect(errorEnvelopeSchema.parse(response.json()).errorCodes).toBe('NOT_FOUND');
    expect(await listed(id)).toEqual([]);
    expect(await storedFiles(id)).toEqual([]);
  });

  it("APP-56: a Corppass user attaches it to the entity's application another member started", async () => {
    const uen = '201912345K';
    const first = await signInApplicant(server.app, server.db, 'first@entity.example', { uen });
    const second = await signInApplicant(server.app, server.db, 'second@entity.example', { uen });
    const id = await newDraft(first);

    const response = await upload(id, [{ content: ONE_PIXEL_PNG }], second);

    expect(response.statusCode, response.body).toBe(200);
    expect((await listed(id, first)).map(({ name }) => name)).toEqual([SCREENSHOT_NAME]);
  });

  it('a submitted application takes no screenshot (409)', async () => {
    // Placed as a submission leaves it: submitting a whole form is the application module's test.
    const row = await insertPayableApplication(server.db, owner.accountId, {
      status: 'PROCESSING',
    });

    const response = await upload(row.id, [{ content: ONE_PIXEL_PNG }]);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ detail: APPLICATION_MESSAGES.notEditable });
    expect(await storedFiles(row.id)).toEqual([]);
  });

  it('APP-62: an account an officer has not approved is refused (403)', async () => {
    const pending = await signInApplicant(server.app, server.db, 'screenshot.new@example.com', {
      notApproved: true,
    });

    const response = await upload(await newDraft(), [{ content: ONE_PIXEL_PNG }], pending);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ detail: APPLICATION_MESSAGES.accountNotActive });
  });

  it('needs a session: 401 for a visitor who is not signed in', async () => {
    const id = await newDraft();
    const visitor = await csrfCredentials(server.app, await accessContentToken(server.app));
    const response = await server.app.inject({
      method: 'POST',
      url: `${MAP_API_PATHS.screenshotUpload}?applicationId=${id}`,
      ...visitor,
    });

    expect(response.statusCode).toBe(401);
    expect(await storedFiles(id)).toEqual([]);
  });
});
