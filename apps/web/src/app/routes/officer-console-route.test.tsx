import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@aviation-permits/domain/http';
import { OFFICER_API_PATHS } from '@aviation-permits/domain/officer';
import type { OfficerSessionAnswer } from '@aviation-permits/domain/officer';
import { officerSessionAnswer } from '../../../tests/officer-session-answer';
import { renderPortal } from '../../../tests/render-portal';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const SUPERVISOR: OfficerSessionAnswer = officerSessionAnswer('signed-in', {
  email: 'chief@caa.example',
  displayName: 'Chief Inspector',
  role: 'supervisor',
});

describe('the officer console in the app (OFF-16)', () => {
  it("sends an applicant's session opening /officer to the console's sign-in", async () => {
    const { app } = await renderPortal({
      path: '/officer',
      session: { userSessionValid: true, status: 'ACTIVE', email: 'applicant@example.sg' },
      // The server answers an officer call with an applicant's session alone 403 (OFF-5).
      answer: (url) =>
        url === OFFICER_API_PATHS.session
          ? json({ status: 403, errorCodes: 'FORBIDDEN' }, 403)
          : undefined,
    });

    expect(await screen.findByRole('heading', { name: 'Officer sign-in' })).toBeVisible();
    expect(app.router().state.location.pathname).toBe('/officer/login');
    // The console's header, not the applicants' navigation.
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it("shows a supervisor the console's sections, who is signed in and sign-out", async () => {
    await renderPortal({
      path: '/officer',
      answer: (url) => (url === OFFICER_API_PATHS.session ? json(SUPERVISOR) : undefined),
    });

    const navigation = await screen.findByRole('navigation', { name: 'Officer console' });
    expect(navigation).toHaveTextContent('Chief Inspector');
    expect(navigation).toHaveTextContent('Supervisor');
    expect(screen.getByRole('link', { name: 'Audit' })).toHaveAttribute('href', '/officer/audit');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Applications', level: 1 })).toBeVisible();
  });
});

/**
 * The officer session's own idle time-out, short for the test (OFF-45): the warning comes at half
 * of it (a minute before would be before the start); the portal's applicants' 10 minutes never
 * show it.
 */
const OFFICER_SESSION = { ...SUPERVISOR, idleTimeoutMs: 1600 };

/** The officer service with a signed-in supervisor until they sign out. */
function signedInOfficerService() {
  let signedIn = true;
  return (url: string): Response | undefined => {
    if (url === API_PATHS.csrfToken) return json({ csrfToken: 'csrf-token' });
    if (url === OFFICER_API_PATHS.signOut) {
      signedIn = false;
      return new Response(null, { status: 204 });
    }
    if (url === OFFICER_API_PATHS.session) {
      return signedIn
        ? json(OFFICER_SESSION)
        : json({ status: 401, errorCodes: '401 UNAUTHORIZED' }, 401);
    }
    return undefined;
  };
}

describe("the officer idle warning, at the officer session's idle time (OFF-16, OFF-45)", () => {
  it('asks an idle officer whether to stay; staying re-checks the officer session', async () => {
    const { requests } = await renderPortal({
      path: '/officer',
      answer: signedInOfficerService(),
    });
    await screen.findByRole('dialog', { name: 'Are you still there?' }, { timeout: 5000 });
    const statusCallsBefore = requests.filter((url) => url === OFFICER_API_PATHS.session).length;

    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((url) => url === OFFICER_API_PATHS.session).length).toBe(
      statusCallsBefore + 1,
    );
  });

  it("signs out from the warning and shows the console's sign-in", async () => {
    const { requests } = await renderPortal({
      path: '/officer',
      answer: signedInOfficerService(),
    });
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Are you still there?' },
      { timeout: 5000 },
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Officer sign-in' })).toBeVisible();
    expect(requests).toContain(OFFICER_API_PATHS.signOut);
  });
});
