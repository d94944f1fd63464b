import type { AccountStatus } from '@aviation-permits/domain';
import type { MailMessage } from '../../adapters/mail/mailer.js';
import { escapeHtml } from '../../http/escape-html.js';

// The e-mail an applicant receives for each officer decision on the account (ACC-42).

interface DecisionMail {
  subject: string;
  lines: readonly string[];
}

const DECISION_MAILS: Partial<Record<AccountStatus, DecisionMail>> = {
  ACTIVE: {
    subject: 'Your account has been approved',
    lines: ['Your account is now active.', 'You can sign in and apply for permits.'],
  },
  REJECTED: {
    subject: 'Your registration has been rejected',
    lines: ['Your registration has been rejected.'],
  },
  MORE_INFO_NEEDED: {
    subject: 'More information is needed for your registration',
    lines: [
      'We need more information before we can approve your registration.',
      'Please sign in, update your user profile and submit it again.',
    ],
  },
  DISABLED: {
    subject: 'Your account has been disabled',
    lines: ['Your account has been disabled.', 'Please contact us if you think this is a mistake.'],
  },
};

/** The mail for a move to `status`, or undefined when the applicant is not told (their own moves). */
export function accountStatusMail(
  to: string,
  status: AccountStatus,
  authorityName: string,
  reason: string | null,
): MailMessage | undefined {
  const decision = DECISION_MAILS[status];
  if (decision === undefined) return undefined;
  const paragraphs = [
    ...decision.lines,
    ...(reason ? [`Reason: ${reason}`] : []),
    `${authorityName}`,
  ];
  return {
    to,
    subject: decision.subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  };
}
