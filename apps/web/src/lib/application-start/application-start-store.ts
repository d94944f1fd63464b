import { indexRedirectPath, ROUTE_PATHS } from '@aviation-permits/domain/navigation';
import type { UserStatus } from '@aviation-permits/domain/account';

// ENQ-20: the Enquiry Tool's "Start an application" is an /apply/permit address carrying the
// answers (ENQ-14). A visitor who is not signed in is sent to /login by the guard, and signing in
// (or registering, then being approved) lands where their status belongs: the answers would be
// lost. So the address is kept in this tab's sessionStorage when the button is pressed, and the
// first landing of an ACTIVE account goes there instead of the dashboard; the application form
// forgets it once it has opened with it. Nothing leaves the browser before sign-in, nothing
// personal is kept (the activity, place, heights and dates), and the tab's close, or a logout,
// ends it.

const KEY = 'aviation-permits:application-start';

function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    // Storage refused (a privacy setting): the answers are simply not carried over.
    return undefined;
  }
}

/** Keeps the "Start an application" address until the form opens with it. */
export function keepApplicationStart(href: string): void {
  try {
    tabStorage()?.setItem(KEY, href);
  } catch {
    // Storage full or refused: the visitor answers again in the form.
  }
}

/** The kept address, if it is an /apply/permit address of this portal (never another page). */
function keptApplicationStart(): string | undefined {
  const href = tabStorage()?.getItem(KEY);
  return href?.startsWith(`${ROUTE_PATHS.applyPermit}?`) ? href : undefined;
}

/** Once used (the form opened with it) or at logout. */
export function forgetApplicationStart(): void {
  tabStorage()?.removeItem(KEY);
}

/**
 * Where a signed-in visitor lands (the index redirect, ROUTE-6): an ACTIVE account with a kept
 * "Start an application" goes to the application form with the answers, any other to its status's
 * page, the address staying kept until the account can apply.
 */
export function landingPath(status: UserStatus): string {
  const start = status === 'ACTIVE' ? keptApplicationStart() : undefined;
  return start ?? indexRedirectPath(status);
}
