import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { API_PATHS } from '@aviation-permits/domain/http';
import {
  DOCUMENT_UPLOAD_FIELD,
  draftSavedResponseSchema,
  listDocumentsResponseSchema,
} from '@aviation-permits/domain/application';
import { PORTAL_CONSTANTS } from '@aviation-permits/domain/constants';
import type { Answer } from '../lib/answer.js';
import type { Identity } from '../lib/identities.js';
import type { PartReport } from '../lib/report.js';
import type { SuiteContext } from '../lib/suite-context.js';
import {
  HTML_PAGE,
  PIXEL_BOMB_PNG,
  WINDOWS_EXECUTABLE,
  oversizedPdf,
} from '../lib/upload-files.js';
import { MINIMAL_PDF } from '@aviation-permits/server/src/test-support/profile-test-client.js';

// Part 3 (SEC-12, SEC-13, ERR-3, SEC-23): upload abuse on an applicant's draft. Each upload must be
// refused in the envelope (or by the firewall or nginx in front), and nothing may be stored: the
// draft lists no document afterwards and, on the suite's own portal, no file is left in its data
// directory.

interface Upload {
  name: string;
  body: () => { body: Buffer | string; contentType: string } | FormData;
}

const BOUNDARY = 'abuse-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

function filesForm(files: { content: Buffer; name: string; type: string }[]): FormData {
  const form = new FormData();
  for (const { content, name, type } of files) {
    form.append(DOCUMENT_UPLOAD_FIELD, new Blob([content], { type }), name);
  }
  return form;
}

const filePart = (name: string, content: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${DOCUMENT_UPLOAD_FIELD}"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n${content}\r\n`;

const UPLOADS: readonly Upload[] = [
  // SEC-30: refused on the dimensions its header declares, never decoded.
  {
    name: 'a PNG declaring 100,000 × 100,000 pixels',
    body: () => filesForm([{ content: PIXEL_BOMB_PNG, name: 'bomb.png', type: 'image/png' }]),
  },
  {
    name: 'a web page named plan.pdf',
    body: () => filesForm([{ content: HTML_PAGE, name: 'plan.pdf', type: 'application/pdf' }]),
  },
  {
    name: 'an executable named plan.pdf',
    body: () =>
      filesForm([{ content: WINDOWS_EXECUTABLE, name: 'plan.pdf', type: 'application/pdf' }]),
  },
  {
    name: 'a PDF named photo.png',
    body: () => filesForm([{ content: MINIMAL_PDF, name: 'photo.png', type: 'image/png' }]),
  },
  {
    name: `a PDF one byte over ${PORTAL_CONSTANTS.maxFileSizeBytes} bytes`,
    body: () =>
      filesForm([
        {
          content: oversizedPdf(PORTAL_CONSTANTS.maxFileSizeBytes),
          name: 'big.pdf',
          type: 'application/pdf',
        },
      ]),
  },
  {
    name: `${PORTAL_CONSTANTS.maxFilesPerApplication + 1} PDFs in one request`,
    body: () =>
      filesForm(
        Array.from({ length: PORTAL_CONSTANTS.maxFilesPerApplication + 1 }, (_, index) => ({
          content: MINIMAL_PDF,
          name: `part-${index}.pdf`,
          type: 'application/pdf',
        })),
      ),
  },
  {
    name: '1,000 text fields and no file',
    body: () => ({
      body: `${Array.from({ length: 1_000 }, (_, index) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nv\r\n`).join('')}--${BOUNDARY}--\r\n`,
      contentType: MULTIPART,
    }),
  },
  {
    name: 'a multipart body cut off before its end',
    body: () => ({
      body: filePart('cut.pdf', '%PDF-1.7 cut').slice(0, -2),
      contentType: MULTIPART,
    }),
  },
  {
    name: 'a multipart body with another boundary than declared',
    body: () => ({
      body: filePart('other.pdf', MINIMAL_PDF.toString()).replaceAll(BOUNDARY, 'other'),
      contentType: MULTIPART,
    }),
  },
  {
    name: 'multipart without a boundary',
    body: () => ({
      body: filePart('none.pdf', MINIMAL_PDF.toString()),
      contentType: 'multipart/form-data',
    }),
  },
];

async function filesUnder(directory: string): Promise<number> {
  try {
    const entries = await readdir(directory, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).length;
  } catch {
    return 0;
  }
}

async function documentCount(owner: Identity, applicationId: string): Promise<number> {
  const answer = await owner.client.call(
    'GET',
    `${API_PATHS.documentList}?applicationId=${applicationId}`,
  );
  return listDocumentsResponseSchema.parse(answer.json()).documents.length;
}

function send(owner: Identity, draftId: string, upload: Upload): Promise<Answer> {
  const body = upload.body();
  const url = `${API_PATHS.documentUpload}?applicationId=${draftId}`;
  return body instanceof FormData
    ? owner.client.call('POST', url, { form: body })
    : owner.client.call('POST', url, { raw: body });
}

export async function uploadAbuse(context: SuiteContext): Promise<PartReport> {
  const owner = context.identities.applicantA;
  if (!owner) {
    return {
      title: 'Part 3: upload abuse',
      headers: [],
      rows: [],
      failures: [],
      notes: [
        `not run: uploads need a signed-in, approved applicant (${context.target.limitation ?? ''})`,
      ],
    };
  }
  const created = await owner.client.call('POST', API_PATHS.applicationDraft, {
    json: { form: { category: 3 } },
  });
  const draftId = draftSavedResponseSchema.parse(created.json()).id;
  const filesDir = context.target.dataDir && path.join(context.target.dataDir, 'files');
  const filesBefore = filesDir ? await filesUnder(filesDir) : 0;
  const failures: string[] = [];
  const rows: string[][] = [];
  for (const upload of UPLOADS) {
    const answer = await send(owner, draftId, upload);
    const refused = answer.status >= 400 && answer.status < 500;
    const inEnvelope = answer.answerer() !== 'portal' || answer.isEnvelope();
    if (!refused) failures.push(`${upload.name}: answered ${answer.status}`);
    else if (!inEnvelope) failures.push(`${upload.name}: ${answer.status} outside the envelope`);
    rows.push([
      upload.name,
      String(answer.status),
      answer.answerer(),
      refused && inEnvelope ? 'refused' : 'NOT refused',
    ]);
  }
  const storedAfterAbuse = await documentCount(owner, draftId);
  if (storedAfterAbuse > 0)
    failures.push(`the draft lists ${storedAfterAbuse} documents after the refused uploads`);
  const filesAfter = filesDir ? await filesUnder(filesDir) : 0;
  if (filesAfter > filesBefore)
    failures.push(`${filesAfter - filesBefore} files were left in the data directory`);

  const notes = [
    `after the ${UPLOADS.length} refused uploads the draft lists ${storedAfterAbuse} documents` +
      (filesDir ? `; files in the data directory: ${filesBefore} before, ${filesAfter} after` : ''),
    'no archive type is accepted (PDF, PNG, JPEG only), so a zip bomb cannot pass the sniffing; an image is refused on the dimensions its header declares (SEC-30), so a pixel bomb is never stored',
  ];
  return {
    title: 'Part 3: upload abuse',
    headers: ['upload', 'status', 'answered by', 'verdict'],
    rows,
    failures,
    notes,
  };
}
