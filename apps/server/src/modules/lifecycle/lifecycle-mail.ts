import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from '@aviation-permits/domain/application';
import { CATEGORIES } from '@aviation-permits/domain/activity';
import { formatSingaporeDate, singaporeCalendarDate } from '@aviation-permits/domain/validation';
import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import type { MailMessage } from '../../adapters/mail/mailer.js';
import { escapeHtml } from '../../http/escape-html.js';

// The e-mails of the lifecycle over time (LIFE-3 to LIFE-9): an application expired, a reminder
// of a wait, a stale draft's notice and its removal. Each names the application (its reference,
// or a draft's category and venue, as a draft has none) and links to its page. Which message a
// move sends is the domain's MOVE_NOTIFICATIONS' choice, not this file's (LIFE-19).

export interface LifecycleMailContext {
  /** PUBLIC_BASE_URL's origin; absent, the link is the page's path alone. */
  publicOrigin: string | undefined;
  authorityName: string;
}

interface SubmittedApplication {
  to: string;
  id: string;
  reference: string;
}

interface DraftApplication {
  to: string;
  id: string;
  category: number;
  venue: string;
}

const WHY_EXPIRED: Partial<Record<ApplicationStatus, string>> = {
  PENDING_PAYMENT:
    'Its activity has started and the fee was not paid, so it can no longer be processed.',
  NEED_YOUR_ACTION:
    'Its activity has started and we did not receive what we asked for, so it can no longer be processed.',
  APPROVED: 'Its approved period has ended.',
};

const REMINDERS: Partial<Record<ApplicationStatus, string>> = {
  PENDING_PAYMENT:
    'Your application is waiting for payment. Please sign in and choose Proceed to Payment; we start processing once it is paid.',
  NEED_YOUR_ACTION:
    'We are still waiting for your response to our request. Please sign in, read it on the application’s page and respond.',
};

function message(
  to: string,
  subject: string,
  lines: readonly string[],
  context: LifecycleMailContext,
): MailMessage {
  const paragraphs = [...lines, context.authorityName];
  return {
    to,
    subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  };
}

const detailsLink = (id: string, context: LifecycleMailContext) =>
  `${context.publicOrigin ?? ''}${ROUTE_PATHS.applicationDetails}?id=${id}`;

const draftLink = (id: string, context: LifecycleMailContext) =>
  `${context.publicOrigin ?? ''}${ROUTE_PATHS.applicationDetailsEdit}?id=${id}`;

const draftName = (draft: DraftApplication) => {
  const category = CATEGORIES.find(({ id }) => id === draft.category)?.name ?? 'application';
  return draft.venue === '' ? category : `${category}, ${draft.venue}`;
};

const QUOTE_REFERENCE = 'Please quote the reference in any correspondence about this application.';

/** LIFE-3, LIFE-4: closed by the system; `from` says why. */
function applicationExpiredMail(
  application: SubmittedApplication,
  from: ApplicationStatus,
  context: LifecycleMailContext,
): MailMessage {
  const label = APPLICATION_STATUS_LABELS.EXPIRED;
  return message(
    application.to,
    `Application ${application.reference}: ${label}`,
    [
      `Your application ${application.reference} is now: ${label}.`,
      WHY_EXPIRED[from] ?? '',
      `See your application: ${detailsLink(application.id, context)}`,
      QUOTE_REFERENCE,
    ].filter((line) => line !== ''),
    context,
  );
}

/** LIFE-6, LIFE-7: once per wait in Pending payment or Need Your Action. */
export function waitingReminderMail(
  application: SubmittedApplication,
  status: ApplicationStatus,
  context: LifecycleMailContext,
): MailMessage {
  return message(
    application.to,
    `Reminder: application ${application.reference} is ${APPLICATION_STATUS_LABELS[status]}`,
    [
      REMINDERS[status] ?? '',
      `See your application ${application.reference}: ${detailsLink(application.id, context)}`,
      QUOTE_REFERENCE,
    ].filter((line) => line !== ''),
    context,
  );
}

/** LIFE-8: the draft will be removed on `removalDate` unless it is changed before. */
export function staleDraftNoticeMail(
  draft: DraftApplication,
  lastChanged: Date,
  removalDate: string,
  context: LifecycleMailContext,
): MailMessage {
  return message(
    draft.to,
    'Your draft application will be removed',
    [
      `Your draft application (${draftName(draft)}) has not been changed since ${formatSingaporeDate(singaporeCalendarDate(lastChanged))}.`,
      `Unless you change it, we will remove it on ${formatSingaporeDate(removalDate)}. To keep it, open it and save a change: ${draftLink(draft.id, context)}`,
    ],
    context,
  );
}

/** LIFE-9: removed after its notice, unchanged. */
function draftRemovedMail(draft: DraftApplication, context: LifecycleMailContext) {
  return message(
    draft.to,
    'Your draft application has been removed',
    [
      `We have removed your draft application (${draftName(draft)}), as it was not changed after our notice.`,
      `You can start a new application at any time: ${context.publicOrigin ?? ''}${ROUTE_PATHS.applyPermit}`,
    ],
    context,
  );
}

/** An application a lifecycle job moved, as its applicant's e-mail names it. */
export interface MovedApplication extends DraftApplication {
  reference: string | null;
  /** The status it left. */
  status: ApplicationStatus;
}

/** The messages the lifecycle's moves may send; MOVE_NOTIFICATIONS names which one (LIFE-19). */
export const LIFECYCLE_MESSAGES = ['expired', 'draftRemoved'] as const;

/**
 * LIFE-19: the e-mail of `message`, the one MOVE_NOTIFICATIONS names for a move the lifecycle
 * made; undefined for an application without a reference to name.
 */
export function lifecycleMoveMail(
  message: (typeof LIFECYCLE_MESSAGES)[number],
  application: MovedApplication,
  context: LifecycleMailContext,
): MailMessage | undefined {
  switch (message) {
    case 'expired': {
      const { reference } = application;
      if (reference === null) return undefined;
      return applicationExpiredMail({ ...application, reference }, application.status, context);
    }
    case 'draftRemoved':
      return draftRemovedMail(application, context);
  }
}
