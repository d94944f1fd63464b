import { CATEGORIES } from '@aviation-permits/domain/activity';
import { formatMoney } from '@aviation-permits/domain/payment';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import { type Money } from '@aviation-permits/domain/application';
import type { MailMessage } from '../../adapters/mail/mailer.js';
import { escapeHtml } from '../../http/escape-html.js';

// The e-mail an applicant receives when an application is submitted (APP-49): its reference, what
// it is for, what happens next (payment, or processing when there is no fee) and a link to its
// page (LIFE-1).

export interface SubmittedMail {
  to: string;
  reference: string;
  category: number;
  venue: string;
  amountDue: Money | undefined;
  applicationId: string;
  /** PUBLIC_BASE_URL's origin; absent, the link is the page's path alone. */
  publicOrigin: string | undefined;
  authorityName: string;
}

export function applicationSubmittedMail(mail: SubmittedMail): MailMessage {
  const categoryName = CATEGORIES.find((category) => category.id === mail.category)?.name ?? '';
  const paragraphs = [
    `We have received your application ${mail.reference} (${categoryName}, ${mail.venue}).`,
    mail.amountDue
      ? `A fee of ${formatMoney(mail.amountDue)} is due. Please sign in and choose Proceed to Payment on your dashboard; we start processing once it is paid.`
      : 'No fee is due. We are processing your application and will write to you when it has been decided.',
    `See your application: ${mail.publicOrigin ?? ''}${ROUTE_PATHS.applicationDetails}?id=${mail.applicationId}`,
    'Please quote the reference in any correspondence about this application.',
    mail.authorityName,
  ];
  return {
    to: mail.to,
    subject: `Application ${mail.reference} submitted`,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  };
}
