import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANONYMOUS_SESSION } from '@aviation-permits/domain/session';
import { CONCURRENT_LOGINS_MODAL } from '@aviation-permits/domain/messages';
import { renderPortal } from '../../../../tests/render-portal';

const SHORT_IDLE_MS = 200;
/** Patience, not a time limit: a page's chunk loads slowly on a busy machine. */
const SETTLE = { timeout: 10_000 };
/** Two page loads and a modal: room for a busy CI machine, never a measure of speed. */
const SLOW_MACHINE_TEST_TIMEOUT_MS = 40_000;
const ACTIVE = { userSessionValid: true, status: 'ACTIVE' as const, fullName: 'Tan Ah Kow' };

describe('session watcher (ROUTE-34, ROUTE-35, ACC-13, ACC-14)', () => {
  it('asks an idle ACTIVE user whether to stay; Continue Session re-checks the session', async () => {
    const { requests } = await renderPortal({
      path: '/dashboard',
      session: ACTIVE,
      config: { idleTimeoutMs: SHORT_IDLE_MS },
    });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });

    const dialog = await screen.findByRole('dialog', { name: 'Session Timeout!' });
    expect(dialog).toHaveTextContent('Your session is Timed Out. You want to stay?');
    const statusCallsBefore = requests.filter((url) => url === '/login-service/status').length;

    await userEvent.click(screen.getByRole('button', { name: 'Continue Session' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((url) => url === '/login-service/status').length).toBe(
      statusCallsBefore + 1,
    );
  });

  it('Continue Session on a session the server already ended runs the session-expiry flow', async () => {
    await renderPortal({
      path: '/dashboard',
      session: ACTIVE,
      sessionEndedOnServer: true,
      config: { idleTimeoutMs: SHORT_IDLE_MS },
    });
    await screen.findByRole('dialog', { name: 'Session Timeout!' });

    await userEvent.click(screen.getByRole('button', { name: 'Continue Session' }));

    expect(
      await screen.findByText('Session timed out. Please sign in again to continue.'),
    ).toBeVisible();
    // After the 2 s wait of ERR-8, the login page replaces the dashboard.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Login' }, { timeout: 4000 }),
    ).toBeVisible();
  });

  it('logs out from the time-out modal and goes to /', async () => {
    const { requests } = await renderPortal({
      path: '/dashboard',
      session: ACTIVE,
      config: { idleTimeoutMs: SHORT_IDLE_MS },
    });
    await screen.findByRole('dialog', { name: 'Session Timeout!' });

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    // "/" sends a visitor without status to /home.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apply for a Permit or Clearance' }),
    ).toBeVisible();
    expect(requests).toContain('/login-service/logout');
    expect(screen.getByRole('link', { name: 'Login / Signup' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['a SUBMITTED user', { userSessionValid: true, status: 'SUBMITTED' as const }],
    ['an anonymous visitor', {}],
    ['an ACTIVE user whose session is no longer valid', { ...ACTIVE, userSessionValid: false }],
  ])('never asks %s', async (_, session) => {
    // The idle count is the watcher's own timer: the clock is faked from the start, so any count
    // it started is on it, and still runs with real time, so the page can load meanwhile.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await renderPortal({ path: '/home', session, config: { idleTimeoutMs: SHORT_IDLE_MS } });
      await screen.findByRole('heading', { level: 1 });

      await act(() => vi.advanceTimersByTimeAsync(SHORT_IDLE_MS * 3));

      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  // ACC-11: the server says so once (its first status answer), then answers anonymous. Reloading a
  // guarded page asks twice (the start-up check, then the guard), and the guard sends to /login.
  it.each(['/profile', '/dashboard', '/userStatus'])(
    'tells a user who reloads %s after a sign-in elsewhere, on /login, until OK',
    async (path) => {
      const superseded = { ...ANONYMOUS_SESSION, foundMultipleSessions: true };
      let statusCalls = 0;
      const statusResponse = () =>
        Response.json(++statusCalls === 1 ? superseded : ANONYMOUS_SESSION);
      await renderPortal({ path, statusResponse });

      expect(await screen.findByRole('heading', { level: 1, name: 'Login' }, SETTLE)).toBeVisible();
      const dialog = await screen.findByRole(
        'dialog',
        { name: 'Concurrent Logins Detected' },
        SETTLE,
      );
      expect(dialog).toHaveTextContent(CONCURRENT_LOGINS_MODAL.body);
      expect(statusCalls).toBeGreaterThan(1);

      await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SETTLE);
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Apply for a Permit or Clearance' },
          SETTLE,
        ),
      ).toBeVisible();
    },
    SLOW_MACHINE_TEST_TIMEOUT_MS,
  );

  it('tells a user whose session was ended by a sign-in elsewhere', async () => {
    await renderPortal({
      path: '/home',
      session: { ...ACTIVE, foundMultipleSessions: true },
    });

    const dialog = await screen.findByRole('dialog', { name: 'Concurrent Logins Detected' });
    expect(dialog).toHaveTextContent(
      'You have an active login session from another device or browser, which has been logged out now.',
    );
  });
});
