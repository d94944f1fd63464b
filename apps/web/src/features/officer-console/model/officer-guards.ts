import { redirect } from 'react-router';
import { OFFICER_PAGE_PATHS, officerMayEnter } from '@aviation-permits/domain/officer';
import type { OfficerSessionAnswer } from '@aviation-permits/domain/officer';
import type { ApiClient } from '@/lib/api-client/api-client';
import { readOfficerSession } from '../api/officer-session';

// The console's route guards (OFF-16). They ask the server each time, as the applicants' guard
// does, and decide by the domain's rule (officerMayEnter), the one the server's routes answer by.
// An applicant's session is no officer session: the status call answers it 403, and it lands on
// the sign-in page like a visitor (OFF-5).

/**
 * /officer/*: a signed-in officer, else the sign-in page (which resumes a sign-in half done:
 * the set-up or the app's code). Answers the session for the console's header.
 */
export function officerConsoleLoader(api: ApiClient) {
  return async (): Promise<OfficerSessionAnswer | Response> => {
    const session = await readOfficerSession(api);
    if (session && officerMayEnter(true, { stage: session.stage, role: session.officer.role })) {
      return session;
    }
    return redirect(OFFICER_PAGE_PATHS.login);
  };
}

/** /officer/audit: supervisors (OFF-7); another officer goes to the console's home. */
export function supervisorPageLoader(api: ApiClient) {
  return async (): Promise<null | Response> => {
    const session = await readOfficerSession(api);
    if (!session) return redirect(OFFICER_PAGE_PATHS.login);
    const entry = { stage: session.stage, role: session.officer.role };
    return officerMayEnter('supervisor', entry) ? null : redirect(OFFICER_PAGE_PATHS.home);
  };
}

/**
 * /officer/login: a signed-in officer goes to the console; one half way through the sign-in
 * continues at their step (the set-up, or the app's code); anyone else starts with the e-mail.
 */
export function officerSignInLoader(api: ApiClient) {
  return async (): Promise<{ resumeAt: OfficerSessionAnswer | undefined } | Response> => {
    const session = await readOfficerSession(api);
    if (session?.stage === 'signed-in') return redirect(OFFICER_PAGE_PATHS.home);
    return { resumeAt: session };
  };
}
