import {
  APPLICATION_STATUS_LABELS,
  ROUTE_PATHS,
  type ApplicationStatus,
} from '@aviation-permits/domain';
import type { MailMessage } from '../../adapters/mail/mailer.js';
import { escapeHtml } from '../../http/escape-html.js';

// The e-mail an applicant receives when an application's status changes by someone else's hand
// (OFF-20, OFF-23): the reference, the new status, what the officer wrote, and a link to the
// application's page, where the rest is.

export interface StatusChangeMail {
  to: string;
  reference: string;
  status: ApplicationStatus;
  /** The officer's message, reason or conditions, when the applicant is meant to read them. */
  text: string | undefined;
  applicationId: string;
  /** PUBLIC_BASE_URL's origin; absent, the link is the page's path alone. */
  publicOrigin: string | undefined;
  authorityName: string;
}

const WHAT_NEXT: Partial<Record<ApplicationStatus, string>> = {
  NEED_YOUR_ACTION: 'We need something from you before we can go on:',
  APPROVED: 'Your application has been approved, with these conditions:',
  REJECTED: 'Your application has been rejected, for this reason:',
  PROCESSING: 'We are looking at your application again.',
  WITHDRAWN: 'You have withdrawn your application; we will not process it further.',
};

export function applicationStatusMail(mail: StatusChangeMail): MailMessage {
  const label = APPLICATION_STATUS_LABELS[mail.status];
  const link = `${mail.publicOrigin ?? ''}${ROUTE_PATHS.applicationDetails}?id=${mail.applicationId}`;
  const paragraphs = [
    `Your application ${mail.reference} is now: ${label}.`,
    WHAT_NEXT[mail.status] ?? '',
    mail.text ?? '',
    `See your application: ${link}`,
    'Please quote the reference in any correspondence about this application.',
    mail.authorityName,
  ].filter((paragraph) => paragraph !== '');
  return {
    to: mail.to,
    subject: `Application ${mail.reference}: ${label}`,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  };
}
