import { AERIAL_ACTIVITY_TYPES, CATEGORIES } from '@aviation-permits/domain/activity';
import { formatSingaporeDate, singaporeCalendarDate } from '@aviation-permits/domain/validation';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { PermitIssue } from '../../platform/ports/permits.js';
import { drawLocationSketch, locationLines } from './permit-map-sketch.js';

// The issued permit as a PDF (PRM-2, PRM-3): every term of the approval in real, searchable text
// (pdfkit's standard fonts, uncompressed like the payment receipt), the drawn location as a vector
// sketch, and a QR code of the verification page drawn as squares, with its short code printed.

interface PermitDocumentFacts extends PermitIssue {
  authorityName: string;
  verificationCode: string;
  /** PUBLIC_BASE_URL + /verify/<reference>?c=<code>. */
  verificationUrl: string;
}

export function permitFileName(reference: string): string {
  return `Permit_${reference}.pdf`;
}

function activityLabel(facts: PermitIssue): string {
  const code = facts.activityType ?? '';
  return AERIAL_ACTIVITY_TYPES.find((type) => type.code === code)?.label ?? code;
}

function drawQrCode(document: PDFKit.PDFDocument, text: string, x: number, y: number, size = 110) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  document.fillColor('#000000');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) document.rect(x + column * cell, y + row * cell, cell, cell);
    }
  }
  document.fill();
}

export function renderPermit(facts: PermitDocumentFacts): Promise<Buffer> {
  const category = CATEGORIES.find(({ id }) => id === facts.categoryId);
  const document = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: false,
    info: { Title: `Permit ${facts.reference}`, Author: facts.authorityName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const top = document.y;
  drawQrCode(document, facts.verificationUrl, document.page.width - 56 - 110, top);
  document
    .font('Helvetica')
    .fontSize(8)
    .text(
      `Verification code: ${facts.verificationCode}`,
      document.page.width - 56 - 150,
      top + 114,
      {
        width: 150,
        align: 'right',
      },
    );
  document.x = 56;
  document.y = top;
  document.font('Helvetica-Bold').fontSize(16).text(facts.authorityName, { width: 320 });
  document
    .moveDown(0.5)
    .fontSize(18)
    .text(category?.cardHeader ?? 'Permit', { width: 320 });
  document.moveDown(0.3).font('Helvetica').fontSize(10).text(facts.verificationUrl, { width: 320 });
  document.y = Math.max(document.y, top + 130);
  document.moveDown(1);

  const field = (label: string, ...values: string[]) => {
    document.font('Helvetica-Bold').fontSize(10).text(label);
    for (const value of values) document.font('Helvetica').fontSize(11).text(value);
    document.moveDown(0.5);
  };
  field('Reference', facts.reference);
  field('Holder', facts.holderName);
  field('Category', category?.name ?? String(facts.categoryId));
  field('Type of activity', activityLabel(facts));
  field(
    'Dates and times',
    ...facts.dateTimeRows.map(
      (row) =>
        `${formatSingaporeDate(row.startDate)} to ${formatSingaporeDate(row.endDate)}, ${row.startTime} to ${row.endTime} (Singapore time)`,
    ),
  );
  field('Venue', facts.venue);
  if (facts.location) {
    field('Location', ...locationLines(facts.location));
    const size = 150;
    if (document.y + size > document.page.height - 56) document.addPage();
    drawLocationSketch(document, facts.location, { x: 56, y: document.y, size });
    document.y += size + 4;
    document.x = 56;
    document
      .font('Helvetica')
      .fontSize(8)
      .text('Sketch of the location as drawn, north up; not a map.');
    document.moveDown(0.8);
  }
  field('Conditions', facts.conditions);
  field(
    'Validity',
    `${formatSingaporeDate(facts.validFrom)} to ${formatSingaporeDate(facts.validTo)}`,
  );
  field('Issued by', `${facts.officerName}, for the ${facts.authorityName}`);
  field('Date of issue', formatSingaporeDate(singaporeCalendarDate(facts.issuedAt)));
  document
    .moveDown(1)
    .font('Helvetica')
    .fontSize(9)
    .text(
      `This permit was issued electronically and needs no signature. Scan the QR code or open ${facts.verificationUrl} to check that it is still valid.`,
    );
  document.end();
  return done;
}
