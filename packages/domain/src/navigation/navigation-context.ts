import type { UserSession } from '../session/user-session.js';

/** The parts of the user session that decide what the navigation bar shows. */
export type NavigationContext = Pick<UserSession, 'status' | 'spcpLogin' | 'userSessionValid'>;
