import {
  formatMoney,
  secondChargeNotice,
  type SecondCharge,
} from '@aviation-permits/domain/payment';
import PDFDocument from 'pdfkit';

// The PDF receipt of a paid application (PAY-12): the authority, the application's reference, the
// payer, the amount, the date and the gateway's payment id, and a line for each second payment the
// portal gave back (PAY-15). Built with pdfkit's standard fonts, so
// no font file ships; uncompressed, because it is small and stays readable to search and tests.

export interface ReceiptFacts {
  authorityName: string;
  reference: string;
  payerName: string;
  amountCents: number;
  paidAt: Date;
  paymentId: string;
  secondCharges: readonly SecondCharge[];
}

const SINGAPORE_DATE_TIME = new Intl.DateTimeFormat('en-SG', {
  timeZone: 'Asia/Singapore',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

export function receiptFileName(reference: string): string {
  return `Receipt_${reference}.pdf`;
}

export function renderReceipt(facts: ReceiptFacts): Promise<Buffer> {
  const document = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: false,
    info: { Title: `Payment receipt ${facts.reference}`, Author: facts.authorityName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  document.font('Helvetica-Bold').fontSize(16).text(facts.authorityName);
  document.moveDown(0.5).fontSize(20).text('Payment receipt');
  document.moveDown(1.5);
  const rows: [string, string][] = [
    ['Application reference', facts.reference],
    ['Payer', facts.payerName],
    ['Amount paid', formatMoney({ currency: 'SGD', amountCents: facts.amountCents })],
    ['Date', `${SINGAPORE_DATE_TIME.format(facts.paidAt)} (Singapore time)`],
    ['Payment id', facts.paymentId],
  ];
  for (const [label, value] of rows) {
    document.font('Helvetica-Bold').fontSize(11).text(label);
    document.font('Helvetica').fontSize(12).text(value).moveDown(0.6);
  }
  for (const charge of facts.secondCharges) {
    document.font('Helvetica').fontSize(11).text(secondChargeNotice(charge)).moveDown(0.6);
  }
  document
    .moveDown(1)
    .font('Helvetica')
    .fontSize(9)
    .text('This receipt was issued electronically and needs no signature.');
  document.end();
  return done;
}
