import { formatMoney } from '@aviation-permits/domain/payment';
import type { MailAttachment, MailMessage } from '../../adapters/mail/mailer.js';
import { escapeHtml } from '../../http/escape-html.js';

// The e-mail an applicant receives once a payment is recorded (PAY-9), with the PDF receipt
// attached (PAY-12). Only the reference and the amount appear in the text; the receipt names the
// payer.

export interface PaymentConfirmation {
  to: string;
  reference: string;
  amountCents: number;
  authorityName: string;
  receipt: MailAttachment;
}

export function paymentConfirmationMail(mail: PaymentConfirmation): MailMessage {
  const amount = formatMoney({ currency: 'SGD', amountCents: mail.amountCents });
  const paragraphs = [
    `We have received your payment of ${amount} for application ${mail.reference}.`,
    'Your application is now being processed. The receipt is attached; you can also download it from the application details page.',
    mail.authorityName,
  ];
  return {
    to: mail.to,
    subject: `Payment received for application ${mail.reference}`,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
    attachments: [mail.receipt],
  };
}
