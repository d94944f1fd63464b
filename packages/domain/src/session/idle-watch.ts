import type { UserSession } from './user-session.js';

/** ACC-13: the session time-out modal appears only for ACTIVE users with a valid session. */
export function watchesIdleTime(session: UserSession): boolean {
  return session.userSessionValid && session.status === 'ACTIVE';
}
