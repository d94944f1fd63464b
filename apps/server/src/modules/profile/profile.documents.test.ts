import { API_PATHS } from '@aviation-permits/domain/http';
import { FILE_MESSAGES } from '@aviation-permits/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPLETE_PROFILE as PROFILE,
  MINIMAL_PDF as PDF,
  MINIMAL_PNG as PNG,
  accountStatusOf,
  newRegistrant,
  profileSubmission,
  storedProfileFiles,
} from '../../test-support/profile-test-client.js';
import { startTestAppWithFiles, type TestAppWithFiles } from '../../test-support/test-app.js';
import { jpegDeclaring, pngDeclaring, SMALL_JPEG } from '../../test-support/image-files.js';

// The registration's supporting documents through HTTP: how many, how large, of which type (by
// their first bytes), how many pixels an image declares (SEC-30) and under which names; a refused
// file is never kept.

/** The first bytes of a Windows program ("MZ", then the DOS stub) and of an ELF binary. */
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(56)]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(56)]);

let server: TestAppWithFiles;

beforeAll(async () => {
  server = await startTestAppWithFiles('profile-documents');
});
afterAll(() => server.close());

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
    const { client, email } = await newRegistrant(server);

    const response = await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      form: profileSubmission({ ...PROFILE, email }, uploads),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, errorCodes: 'PAYLOAD_TOO_LARGE', detail });
    expect(await accountStatusOf(server.db, client.accountId)).toBe('PENDING_REGISTRATION');
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
    const { client, email } = await newRegistrant(server);

    const response = await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      form: profileSubmission({ ...PROFILE, email }, [upload]),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCodes: 'VALIDATION_ERROR',
      errors: [
        { field: 'documents', errorMessage: 'Only PDF, PNG, JPG or JPEG files can be uploaded.' },
      ],
    });
    expect(await storedProfileFiles(server, client.accountId)).toEqual([]);
  });
});

describe('profile: images (SEC-30)', () => {
  it.each([
    [
      'a PNG declaring 100,000 × 100,000 pixels',
      { name: 'passport.png', type: 'image/png', content: pngDeclaring(100_000, 100_000) },
      FILE_MESSAGES.imageTooLarge,
    ],
    [
      'a JPEG declaring 65,535 × 65,535 pixels',
      { name: 'passport.jpg', type: 'image/jpeg', content: jpegDeclaring(65_535, 65_535) },
      FILE_MESSAGES.imageTooLarge,
    ],
    [
      'a PNG cut short inside its header',
      { name: 'passport.png', type: 'image/png', content: PNG.subarray(0, 20) },
      FILE_MESSAGES.unreadableImage,
    ],
    [
      'a JPEG cut short before its dimensions',
      { name: 'passport.jpeg', type: 'image/jpeg', content: SMALL_JPEG.subarray(0, 100) },
      FILE_MESSAGES.unreadableImage,
    ],
  ])('refuses %s: 400 with the image message, nothing kept', async (_name, upload, message) => {
    const { client, email } = await newRegistrant(server);

    const response = await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      form: profileSubmission({ ...PROFILE, email }, [
        { name: 'licence.pdf', type: 'application/pdf', content: PDF },
        upload,
      ]),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      errorCodes: 'VALIDATION_ERROR',
      errors: [{ field: 'documents', errorMessage: message }],
    });
    expect(await accountStatusOf(server.db, client.accountId)).toBe('PENDING_REGISTRATION');
    expect(await storedProfileFiles(server, client.accountId)).toEqual([]);
    const profile = await client.request({ method: 'GET', url: API_PATHS.profile });
    expect(profile.json()).toMatchObject({ documents: [] });
  });

  it('keeps a photo and a scan of ordinary sizes', async () => {
    const { client, email } = await newRegistrant(server);

    const response = await client.request({
      method: 'POST',
      url: API_PATHS.profileSubmit,
      form: profileSubmission({ ...PROFILE, email }, [
        { name: 'photo.jpg', type: 'image/jpeg', content: jpegDeclaring(4_032, 3_024) },
        { name: 'scan.png', type: 'image/png', content: pngDeclaring(2_480, 3_508) },
      ]),
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(await storedProfileFiles(server, client.accountId)).toHaveLength(2);
  });
});

describe('profile: document names', () => {
  it.each([
    ['control characters and an escape sequence', 'a\x01\x1b[31mred\ttab.pdf'],
    ['a DEL character', 'report\x7f.pdf'],
    ['a C1 control character', 'scan\u009b2J.png'],
    ['a right-to-left override', 'invoice\u202Egnp.pdf'],
    ['a first strong isolate', 'licence\u2068.pdf'],
    ['a byte order mark', '\uFEFFlicence.pdf'],
  ])(
    'refuses a name with %s: 400 with the file name message, nothing kept (APP-42, ERR-2)',
    async (_name, fileName) => {
      const { client, email } = await newRegistrant(server);

      const response = await client.request({
        method: 'POST',
        url: API_PATHS.profileSubmit,
        form: profileSubmission({ ...PROFILE, email }, [
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
      expect(await accountStatusOf(server.db, client.accountId)).toBe('PENDING_REGISTRATION');
      expect(await storedProfileFiles(server, client.accountId)).toEqual([]);
    },
  );
});
