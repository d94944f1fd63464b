import { officerSessionAnswer } from '../../../../tests/officer-session-answer';
import { describe, expect, it } from 'vitest';
import { OFFICER_API_PATHS } from '@aviation-permits/domain/officer';
import type {
  OfficerSessionAnswer,
  OfficerStage,
  OfficerRole,
} from '@aviation-permits/domain/officer';
import { loadAnswerSchema } from '@/lib/api-client/api-client';
import type { ApiClient, CallOptions } from '@/lib/api-client/api-client';
import { ApiError } from '@/lib/api-client/api-error';
import { officerConsoleLoader, officerSignInLoader, supervisorPageLoader } from './officer-guards';

function officerSession(stage: OfficerStage, role: OfficerRole = 'officer'): OfficerSessionAnswer {
  return officerSessionAnswer(stage, { role });
}

/** The status call as the server answers it: a session, or a refusal (401 none, 403 an applicant's). */
function statusCall(answer: OfficerSessionAnswer | number): ApiClient {
  return {
    async call<T>(path: string, options: CallOptions<T>): Promise<T> {
      expect(path).toBe(OFFICER_API_PATHS.session);
      if (typeof answer === 'number') {
        throw new ApiError({ message: 'refused', url: path, status: answer });
      }
      return (await loadAnswerSchema(options.schema)).parse(answer);
    },
  };
}

/** Where a loader's answer sends the browser, or what it hands the page. */
async function outcome(answer: unknown): Promise<unknown> {
  return answer instanceof Response ? { redirect: answer.headers.get('location') } : answer;
}

describe('the officer console guard (OFF-16)', () => {
  it.each([
    ['no session (401)', 401 as const],
    ["an applicant's session only (403)", 403 as const],
    ['a session still setting up the app', officerSession('enrolment')],
    ['a session waiting for the app code', officerSession('second-factor')],
  ])('sends %s to /officer/login', async (_case, answer) => {
    const loader = officerConsoleLoader(statusCall(answer));
    expect(await outcome(await loader())).toEqual({ redirect: '/officer/login' });
  });

  it('lets a signed-in officer in, handing the session to the header', async () => {
    const session = officerSession('signed-in');
    expect(await officerConsoleLoader(statusCall(session))()).toEqual(session);
  });

  it('fails loudly on anything but a refusal, instead of pretending nobody is signed in', async () => {
    await expect(officerConsoleLoader(statusCall(500))()).rejects.toThrow();
  });

  it('opens the audit trail to supervisors only (OFF-7)', async () => {
    const asOfficer = supervisorPageLoader(statusCall(officerSession('signed-in', 'officer')));
    expect(await outcome(await asOfficer())).toEqual({ redirect: '/officer' });
    const asSupervisor = supervisorPageLoader(
      statusCall(officerSession('signed-in', 'supervisor')),
    );
    expect(await asSupervisor()).toBeNull();
    expect(await outcome(await supervisorPageLoader(statusCall(403))())).toEqual({
      redirect: '/officer/login',
    });
  });

  it('resumes a half-done sign-in at its step, and sends a signed-in officer to the console', async () => {
    const enrolling = officerSession('enrolment');
    expect(await officerSignInLoader(statusCall(enrolling))()).toEqual({ resumeAt: enrolling });
    expect(await officerSignInLoader(statusCall(401))()).toEqual({ resumeAt: undefined });
    expect(
      await outcome(await officerSignInLoader(statusCall(officerSession('signed-in')))()),
    ).toEqual({
      redirect: '/officer',
    });
  });
});
