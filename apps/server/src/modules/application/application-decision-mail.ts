import {
  APPLICATION_STATUS_LABELS,
  type ApplicantMessage,
  type ApplicationStatus,
} from '@aviation-permits/domain/application';
import { permitDownloadPath } from '@aviation-permits/domain/permit';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import type { MailMessage } from '../../adapters/mail/mailer.js';
import { escapeHtml } from '../../http/escape-html.js';

// The e-mail an applicant receives when an application's status changes by someone else's hand
// (OFF-20, OFF-23) or by their withdrawal: the reference, the new status, what the officer wrote,
// and a link to the application's page, where the rest is. Which message a move sends is the
// domain's MOVE_NOTIFICATIONS' choice (LIFE-19); this file only writes each one.

interface StatusMessageText {
  /** The status the message announces (its subject). */
  status: ApplicationStatus;
  whatNext: string;
  /** Whether the applicant reads what the officer wrote: a reopening's reason stays inside. */
  quotesText: boolean;
}

const STATUS_MESSAGES = {
  actionNeeded: {
    status: 'NEED_YOUR_ACTION',
    whatNext: 'We need something from you before we can go on:',
    quotesText: true,
  },
  approved: {
    status: 'APPROVED',
    whatNext: 'Your application has been approved, with these conditions:',
    quotesText: true,
  },
  rejected: {
    status: 'REJECTED',
    whatNext: 'Your application has been rejected, for this reason:',
    quotesText: true,
  },
  reopened: {
    status: 'PROCESSING',
    whatNext: 'We are looking at your application again.',
    quotesText: false,
  },
  withdrawn: {
    status: 'WITHDRAWN',
    whatNext: 'You have withdrawn your application; we will not process it further.',
    quotesText: false,
  },
  revoked: {
    status: 'REVOKED',
    whatNext: 'We have revoked your permit; it is no longer valid, for this reason:',
    quotesText: true,
  },
} as const satisfies Partial<Record<ApplicantMessage, StatusMessageText>>;

/** The messages this file writes; each mover names the ones its moves may send (LIFE-19). */
export type StatusMessage = keyof typeof STATUS_MESSAGES;

export interface StatusChangeMail {
  to: string;
  reference: string;
  message: StatusMessage;
  /** The officer's message, reason or conditions; the message says whether the applicant reads it. */
  text: string | undefined;
  applicationId: string;
  /** PUBLIC_BASE_URL's origin; absent, the link is the page's path alone. */
  publicOrigin: string | undefined;
  authorityName: string;
}

export function applicationStatusMail(mail: StatusChangeMail): MailMessage {
  const { status, whatNext, quotesText } = STATUS_MESSAGES[mail.message];
  const label = APPLICATION_STATUS_LABELS[status];
  const link = `${mail.publicOrigin ?? ''}${ROUTE_PATHS.applicationDetails}?id=${mail.applicationId}`;
  const paragraphs = [
    `Your application ${mail.reference} is now: ${label}.`,
    whatNext,
    quotesText ? (mail.text ?? '') : '',
    // PRM-7: the approval carries the permit's download link (it asks the applicant to sign in).
    mail.message === 'approved'
      ? `Download your permit (PDF): ${mail.publicOrigin ?? ''}${permitDownloadPath(mail.applicationId)}`
      : '',
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
