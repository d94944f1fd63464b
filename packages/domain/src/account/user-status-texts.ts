import type { AccountStatus } from './account-status.js';

// What the /userStatus page says for each account status (ACC-39 gives the meaning of
// each status; the wording is ours, in plain English).

export interface UserStatusText {
  title: string;
  body: string;
}

export const USER_STATUS_TEXTS: Record<AccountStatus, UserStatusText> = {
  PENDING_REGISTRATION: {
    title: 'Registration pending',
    body: 'Your registration is not complete. Please fill in your user profile and submit it.',
  },
  SUBMITTED: {
    title: 'Registration under review',
    body: 'Your registration has been submitted and is under review. We will send you an e-mail when it is approved or if we need more information.',
  },
  MORE_INFO_NEEDED: {
    title: 'More information needed',
    body: 'Your account is on hold until you give us more information. Please check your e-mail for what we need.',
  },
  ACTIVE: {
    title: 'Account active',
    body: 'Your account is active. You can apply for permits and follow your applications on the dashboard.',
  },
  DISABLED: {
    title: 'Account locked',
    body: 'Your account has been locked. Please contact us if you think this is a mistake.',
  },
  DELETED: {
    title: 'Account deleted',
    body: 'This account has been deleted and can no longer be used.',
  },
  REJECTED: {
    title: 'Registration not approved',
    body: 'Your registration was not approved. Please check your e-mail for the reason.',
  },
};
