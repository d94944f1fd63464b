import { OFFICER_PAGE_PATHS } from '@aviation-permits/domain/officer';
import type { MailMessage } from '../../adapters/mail/mailer.js';
import { escapeHtml } from '../../http/escape-html.js';

// The e-mail the officer holding an application receives when its applicant responds to Need
// Your Action (LIFE-2, the move's `assignedOfficer` message): the reference and a link to its
// review in the console. Nothing of the applicant's answer: the console shows it.

interface ResponseMail {
  to: string;
  reference: string;
  applicationId: string;
  /** PUBLIC_BASE_URL's origin; absent, the link is the page's path alone. */
  publicOrigin: string | undefined;
  authorityName: string;
}

export function applicantRespondedMail(mail: ResponseMail): MailMessage {
  const link = `${mail.publicOrigin ?? ''}${OFFICER_PAGE_PATHS.application}?id=${mail.applicationId}`;
  const paragraphs = [
    `The applicant has responded to your request on application ${mail.reference}; it is back in Processing.`,
    `Review it: ${link}`,
    mail.authorityName,
  ];
  return {
    to: mail.to,
    subject: `Application ${mail.reference}: the applicant has responded`,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  };
}
