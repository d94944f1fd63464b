import {
  errorEnvelopeSchema,
  MAP_API_PATHS,
  MAP_SCREENSHOT_UPLOAD_FIELD,
  PORTAL_CONSTANTS,
  SERVICE_BASE_PATHS,
  type ApplicationDocument,
} from '@aviation-permits/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NotFoundError } from '../../errors/http-errors.js';
import type {
  ApplicationDocumentsPort,
  AttachedFile,
} from '../../platform/ports/application-documents.js';
import { signInWithEmail, type SignedInClient } from '../../test-support/profile-test-client.js';
import {
  accessContentToken,
  csrfCredentials,
  startTestApp,
  type TestAppHandle,
} from '../../test-support/test-app.js';
import { mapUploadRoutes } from './map-upload.routes.js';

// MAP-15, MAP-16, SEC-13: the licence-map screenshot reaches the application's documents through
// the applicationDocuments port, only as a PNG (by content) of at most 2,048,000 bytes, named as
// the screenshot is saved. The port here is a fake that records what it is handed; the
// application module serves the real one.

const APPLICATION_ID = '3f2b8c1e-7a4d-4e5f-9b6a-1c2d3e4f5a6b';
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const STORED: ApplicationDocument = {
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  name: 'TestPermits_Licence_Map_Screenshot.png',
  contentType: 'image/png',
  sizeBytes: ONE_PIXEL_PNG.length,
  uploadedAt: '2026-11-23T02:00:00.000Z',
};

interface Attached {
  accountId: string;
  applicationId: string;
  file: AttachedFile;
}
const attached: Attached[] = [];
let refusal: Error | undefined;

const fakeDocuments: ApplicationDocumentsPort = {
  async attach(accountId, applicationId, file) {
    if (refusal) throw refusal;
    attached.push({ accountId, applicationId, file });
    return [STORED];
  },
};

let server: TestAppHandle;
let applicant: SignedInClient;

beforeAll(async () => {
  server = await startTestApp({
    // The module is not in app.ts's list until the application module provides the port.
    extraServiceRoutes: async (app) => {
      await app.register(
        mapUploadRoutes({ documents: fakeDocuments, productName: 'TestPermits' }),
        {
          prefix: SERVICE_BASE_PATHS.mapUpload,
        },
      );
    },
  });
  applicant = await signInWithEmail(server.app, server.db, 'screenshot@example.com');
});
afterAll(() => server.close());
beforeEach(() => {
  attached.length = 0;
  refusal = undefined;
});

function upload(
  files: { content: Buffer; name?: string; field?: string }[],
  applicationId = APPLICATION_ID,
  client: SignedInClient = applicant,
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

describe('POST /application-service-map-upload/v1/upload', () => {
  it("hands the PNG to the application's documents under the screenshot's name, and answers its documents", async () => {
    const response = await upload([{ content: ONE_PIXEL_PNG, name: 'whatever I called it.png' }]);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ documents: [STORED] });
    expect(attached).toEqual([
      {
        accountId: applicant.accountId,
        applicationId: APPLICATION_ID,
        file: {
          fileName: 'TestPermits_Licence_Map_Screenshot.png',
          contentType: 'image/png',
          content: ONE_PIXEL_PNG,
        },
      },
    ]);
  });

  it('accepts exactly 2,048,000 bytes and refuses one more with 413 (CONST: max file size)', async () => {
    const limit = PORTAL_CONSTANTS.maxFileSizeBytes;
    const atLimit = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(limit - ONE_PIXEL_PNG.length)]);
    const overLimit = Buffer.concat([atLimit, Buffer.alloc(1)]);

    expect((await upload([{ content: atLimit }])).statusCode).toBe(200);
    const refused = await upload([{ content: overLimit }]);

    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      status: 413,
      errorCodes: 'PAYLOAD_TOO_LARGE',
      detail: 'File size should not be more than 2MB.',
    });
    expect(attached).toHaveLength(1);
  });

  it.each([
    ['a JPEG named .png', [{ content: JPEG }], 'The licence map screenshot must be a PNG image.'],
    [
      'text named .png',
      [{ content: Buffer.from('not an image') }],
      'The licence map screenshot must be a PNG image.',
    ],
    [
      'an empty file',
      [{ content: Buffer.alloc(0) }],
      'The file is empty. Please choose another file.',
    ],
    ['no file at all', [], 'The licence map screenshot is missing.'],
  ])(
    '%s: 400 VALIDATION_ERROR on the screenshot field, nothing stored',
    async (_, files, message) => {
      const response = await upload(files);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        errorCodes: 'VALIDATION_ERROR',
        errors: [{ field: MAP_SCREENSHOT_UPLOAD_FIELD, errorMessage: message }],
      });
      expect(attached).toEqual([]);
    },
  );

  it.each([
    ['two files', [{ content: ONE_PIXEL_PNG }, { content: ONE_PIXEL_PNG }]],
    ['a file in another field', [{ content: ONE_PIXEL_PNG, field: 'documents' }]],
  ])('%s: 400, nothing stored', async (_, files) => {
    const response = await upload(files);

    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).status).toBe(400);
    expect(attached).toEqual([]);
  });

  it('an applicationId that is not one: 400 VALIDATION_ERROR', async () => {
    const response = await upload([{ content: ONE_PIXEL_PNG }], 'not-an-id');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCodes: 'VALIDATION_ERROR' });
  });

  it("the application module's refusal reaches the browser as it is (not the applicant's: 404)", async () => {
    refusal = new NotFoundError('Record not found');

    const response = await upload([{ content: ONE_PIXEL_PNG }]);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      errorCodes: 'NOT_FOUND',
      detail: 'Record not found',
    });
  });

  it('needs a session: 401 for a visitor who is not signed in', async () => {
    const visitor = await csrfCredentials(server.app, await accessContentToken(server.app));
    const response = await server.app.inject({
      method: 'POST',
      url: `${MAP_API_PATHS.screenshotUpload}?applicationId=${APPLICATION_ID}`,
      ...visitor,
    });

    expect(response.statusCode).toBe(401);
    expect(attached).toEqual([]);
  });
});
