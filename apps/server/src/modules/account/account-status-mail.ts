import { ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import { type AccountStatus } from '@aviation-permits/domain/account';
import type { MailMessage } from '../../adapters/mail/mailer.js';
import { escapeHtml } from '../../http/escape-html.js';

// The e-mail an applicant receives for each officer decision on the account (ACC-42), with a link
// to the portal (LIFE-15): an approved applicant signs in, and the index redirect takes an ACTIVE
// account to its dashboard; every other outcome is explained on the account status page, where the
// index redirect sends those statuses (ROUTE-6) and which asks a visitor to sign in first.

interface DecisionMail {
  subject: string;
  lines: readonly string[];
  /** The page the link opens, and what it says before the address. */
  link: { path: string; label: string };
}

const STATUS_PAGE_LINK = { path: ROUTE_PATHS.userStatus, label: 'See your account status' };

/** Where the links point: PUBLIC_BASE_URL's origin; absent, a link is the page's path alone. */
export interface AccountMailContext {
  authorityName: string;
  publicOrigin: string | undefined;
}

const DECISION_MAILS: Partial<Record<AccountStatus, DecisionMail>> = {
  ACTIVE: {
    subject: 'Your account has been approved',
    lines: ['Your account is now active.', 'You can sign in and apply for permits.'],
    link: { path: ROUTE_PATHS.login, label: 'Sign in' },
  },
  REJECTED: {
    subject: 'Your registration has been rejected',
    lines: ['Your registration has been rejected.'],
    link: STATUS_PAGE_LINK,
  },
  MORE_INFO_NEEDED: {
    subject: 'More information is needed for your registration',
    lines: [
      'We need more information before we can approve your registration.',
      'Please sign in, update your user profile and submit it again.',
    ],
    link: STATUS_PAGE_LINK,
  },
  DISABLED: {
    subject: 'Your account has been disabled',
    lines: ['Your account has been disabled.', 'Please contact us if you think this is a mistake.'],
    link: STATUS_PAGE_LINK,
  },
};

/** The mail for a move to `status`, or undefined when the applicant is not told (their own moves). */
export function accountStatusMail(
  to: string,
  status: AccountStatus,
  context: AccountMailContext,
  reason: string | null,
): MailMessage | undefined {
  const decision = DECISION_MAILS[status];
  if (decision === undefined) return undefined;
  const { path, label } = decision.link;
  const paragraphs = [
    ...decision.lines,
    ...(reason ? [`Reason: ${reason}`] : []),
    `${label}: ${context.publicOrigin ?? ''}${path}`,
    context.authorityName,
  ];
  return {
    to,
    subject: decision.subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  };
}
