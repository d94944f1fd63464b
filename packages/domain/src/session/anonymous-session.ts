import { NO_STATUS } from '../account/account-status.js';
import type { UserSession } from './user-session.js';

// A visitor without a session, apart from the status call's schema: the web app's shell shows it
// before the first answer, and needs no zod for that (PERF-8).
export const ANONYMOUS_SESSION: UserSession = {
  userSessionValid: false,
  foundMultipleSessions: false,
  status: NO_STATUS,
  email: '',
  spcpLogin: false,
  fullName: '',
};
